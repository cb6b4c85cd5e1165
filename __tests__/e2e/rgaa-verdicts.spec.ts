import { expect, test } from "@playwright/test"
import { readGrid } from "../../plugins/accessibility-audit/grid"
import { projectRoot } from "../../content-model/node/project-root"
import { diagramLabels, gotoHydrated } from "./helpers"
import { auditedPaths } from "./rgaa-helpers"
import { machineVerdicts } from "./rgaa-verdicts"

// The grid's verdict for each criterion a machine decides is what its RGAA test procedure finds on each
// page of the sample (rgaa-verdicts.ts): a grid that says more, or less, than the pages fails here.

const SPEC = "__tests__/e2e/rgaa-verdicts.spec.ts"
const grid = readGrid(projectRoot)
const verdicts = machineVerdicts(diagramLabels.stepsPointer)
const decided = grid.criteres.filter(criterion => criterion.test === SPEC)

test("the grid names this test for exactly the criteria it decides", () => {
  expect(decided.map(({ critere }) => critere).sort()).toEqual(Object.keys(verdicts).sort())
})

test("the grid's sample is the audited pages", () => {
  expect(grid.echantillon.map(({ route }) => route).sort()).toEqual([...auditedPaths].sort())
})

for (const path of auditedPaths) {
  test(`${path}: the grid's verdicts for the criteria a machine decides are the tests'`, async ({ page }) => {
    await gotoHydrated(page, path)
    for (const criterion of decided) {
      const { result, failures } = await verdicts[criterion.critere](page)
      const said = `${criterion.critere} sur ${path} : ${failures.join(" ; ") || "aucun défaut"}`
      // What the test cannot decide (a form field) a person has checked, dated in the grid; nothing else.
      const byHand = criterion.verification?.pages?.includes(path) ?? false
      expect.soft(byHand, `${said} (vérifié à la main : ${byHand ? "oui" : "non"})`).toBe(result === "?")
      if (result !== "?") expect.soft(result, said).toBe(criterion.resultats[path])
    }
  })
}
