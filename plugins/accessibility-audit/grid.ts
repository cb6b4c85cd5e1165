import { readFileSync } from "node:fs"
import path from "node:path"
import { excerpt, typographyRules } from "../../content-model/typography"

/** A criterion's result on one page: conformant, not conformant, not applicable (RGAA). */
export type Result = "C" | "NC" | "NA"

export interface Criterion {
  critere: string
  thematique: string
  intitule: string
  /** How it was tested. */
  methode: string
  /** For a criterion a machine decides: the browser spec whose verdicts, page by page, the results are. */
  test?: string
  /**
   * For the others: when, and by whom, it was checked by hand. For a criterion a test decides, `pages` names
   * the pages it cannot decide (a form field: a person judges 11.x), checked by hand on that date.
   */
  verification?: { date: string; par: string; pages?: string[] }
  /** Its result on each page of the sample, by route. */
  resultats: Record<string, Result>
}

export interface Grid {
  referentiel: string
  /** The audit's date, AAAA-MM-JJ. */
  date: string
  /** The pages audited; `adresseInconnue` for the address no page has, which shows the 404 page. */
  echantillon: { route: string; page: string; raison: string; adresseInconnue?: boolean }[]
  environnement: {
    navigateurs: string[]
    outils: string[]
    technologiesAssistance: string[]
    nonTestees: string
    recommandees: string[]
  }
  criteres: Criterion[]
}

/** The audit grid of the repository (docs/accessibilite/README.md). */
export const gridFile = (root: string) => path.join(root, "docs", "accessibilite", "grille.json")

export const readGrid = (root: string): Grid => JSON.parse(readFileSync(gridFile(root), "utf8")) as Grid

/** The RGAA's three conformity statuses. */
export type Status = "total" | "partial" | "none"

/**
 * A criterion over the sample: not conformant if it fails on one page, not applicable if it applies to
 * none, conformant otherwise (RGAA, « Méthode de calcul du taux de conformité »).
 */
export function criterionResult(criterion: Criterion): Result {
  const results = Object.values(criterion.resultats)
  if (results.includes("NC")) return "NC"
  return results.every(result => result === "NA") ? "NA" : "C"
}

export interface Summary {
  status: Status
  /** The share of applicable criteria met, in whole percent, rounded down: never more than was met. */
  rate: number
  conformant: number
  applicable: number
  nonConformities: { criterion: string; title: string; routes: string[] }[]
}

/** The statement's figures, from the grid alone: totally conformant at 100 %, partially from 50 %. */
export function summarize(grid: Grid): Summary {
  const results = grid.criteres.map(criterion => ({ criterion, result: criterionResult(criterion) }))
  const conformant = results.filter(({ result }) => result === "C").length
  const applicable = results.filter(({ result }) => result !== "NA").length
  const rate = applicable === 0 ? 0 : Math.floor((conformant * 100) / applicable)
  return {
    status: applicable > 0 && conformant === applicable ? "total" : rate >= 50 ? "partial" : "none",
    rate,
    conformant,
    applicable,
    nonConformities: results
      .filter(({ result }) => result === "NC")
      .map(({ criterion }) => ({
        criterion: criterion.critere,
        title: criterion.intitule,
        routes: Object.keys(criterion.resultats).filter(route => criterion.resultats[route] === "NC"),
      })),
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const SPEC = /^__tests__\/e2e\/[\w-]+\.spec\.ts$/

/**
 * Where a criterion's results come from: a browser test (a criterion a machine decides), or a person's
 * check, dated no later than the audit.
 */
function provenanceProblems({ critere, test, verification }: Criterion, auditDate: string): string[] {
  if (test !== undefined && verification !== undefined && !verification.pages?.length)
    return [
      `critère ${critere} : un test ou une vérification à la main, pas les deux (sauf pour les pages que le test ne tranche pas, dans « pages »)`,
    ]
  if (test === undefined && verification?.pages !== undefined)
    return [`critère ${critere} : « pages » seulement pour les pages qu’un test ne tranche pas`]
  if (test !== undefined && !SPEC.test(test))
    return [`critère ${critere} : « ${test} » n’est pas un test du navigateur`]
  if (test !== undefined && !verification) return []
  if (!verification) return [`critère ${critere} : ni test, ni date et auteur de la vérification`]
  const problems: string[] = []
  if (!DAY.test(verification.date) || verification.date > auditDate)
    problems.push(
      `critère ${critere} : vérifié le « ${verification.date} » : attendu AAAA-MM-JJ, au plus tard le ${auditDate}`,
    )
  if (!verification.par?.trim()) problems.push(`critère ${critere} : qui l’a vérifié manque`)
  return problems
}

/** What is wrong with the grid, in French: the build and `npm test` refuse it. */
export function gridProblems(grid: Grid, siteRoutes: string[]): string[] {
  const problems: string[] = []
  const sample = grid.echantillon.map(({ route }) => route)
  if (grid.criteres.length !== 106) problems.push(`106 critères attendus, ${grid.criteres.length} trouvés`)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(grid.date)) problems.push(`date « ${grid.date} » : attendu AAAA-MM-JJ`)
  const ids = grid.criteres.map(({ critere }) => critere)
  ids.filter((id, index) => ids.indexOf(id) !== index).forEach(id => problems.push(`critère ${id} en double`))
  for (const { route, adresseInconnue } of grid.echantillon) {
    if (adresseInconnue && siteRoutes.includes(route)) problems.push(`échantillon : « ${route} » est une page du site`)
    if (!adresseInconnue && !siteRoutes.includes(route))
      problems.push(`échantillon : « ${route} » n’est pas une page du site`)
  }
  // What the statement shows of the grid follows French typography, as data/ does.
  const shown = [
    ...grid.echantillon.map(({ page }) => page),
    ...Object.values(grid.environnement).flat(),
    ...grid.criteres.map(({ intitule }) => intitule),
  ]
  for (const text of shown) {
    for (const rule of typographyRules) {
      const match = rule.pattern.exec(text)
      if (match) problems.push(`typographie : ${rule.problem}, dans « ${excerpt(text, match.index)} »`)
    }
  }
  for (const criterion of grid.criteres) {
    if (!criterion.methode.trim()) problems.push(`critère ${criterion.critere} : comment il a été testé manque`)
    problems.push(...provenanceProblems(criterion, grid.date))
    const outside = (criterion.verification?.pages ?? []).filter(route => !sample.includes(route))
    if (outside.length)
      problems.push(`critère ${criterion.critere} : vérifié à la main sur ${outside.join(", ")}, hors de l’échantillon`)
    const routes = Object.keys(criterion.resultats)
    const missing = sample.filter(route => !routes.includes(route))
    const extra = routes.filter(route => !sample.includes(route))
    if (missing.length) problems.push(`critère ${criterion.critere} : pas de résultat pour ${missing.join(", ")}`)
    if (extra.length) problems.push(`critère ${criterion.critere} : ${extra.join(", ")} hors de l’échantillon`)
    for (const [route, result] of Object.entries(criterion.resultats)) {
      if (!["C", "NC", "NA"].includes(result))
        problems.push(`critère ${criterion.critere}, ${route} : « ${String(result)} » au lieu de C, NC ou NA`)
    }
  }
  return problems
}
