import { expect, type Page } from "@playwright/test"
import { readGrid } from "../../../plugins/accessibility-audit/grid"
import { projectRoot } from "../../../content-model/node/project-root"
import { diagramLabels } from "../helpers"
import { machineVerdicts } from "../rgaa-verdicts"

// The grid's verdict for each criterion a machine decides is what its RGAA test procedure finds on each
// page of the sample (rgaa-verdicts.ts): a grid that says more, or less, than the pages fails here.

/** The spec the grid names for the criteria a machine decides: it checks the grid itself; the visits give each page's verdicts. */
export const GRID_SPEC = "__tests__/e2e/rgaa-verdicts.spec.ts"
export const grid = readGrid(projectRoot)
export const verdicts = machineVerdicts(diagramLabels.stepsPointer)
export const decided = grid.criteres.filter(criterion => criterion.test === GRID_SPEC)

/** On a hydrated page of the sample: the grid's verdicts for the criteria a machine decides are the tests'. */
export async function checkGridVerdicts(page: Page, path: string) {
  for (const criterion of decided) {
    const { result, failures } = await verdicts[criterion.critere](page)
    const said = `${criterion.critere} sur ${path} : ${failures.join(" ; ") || "aucun défaut"}`
    // What the test cannot decide (a form field) a person has checked, dated in the grid; nothing else.
    const byHand = criterion.verification?.pages?.includes(path) ?? false
    expect.soft(byHand, `${said} (vérifié à la main : ${byHand ? "oui" : "non"})`).toBe(result === "?")
    if (result !== "?") expect.soft(result, said).toBe(criterion.resultats[path])
  }
}
