import { existsSync } from "node:fs"
import path from "node:path"
import {
  criterionResult,
  gridProblems,
  readGrid,
  summarize,
  type Criterion,
  type Grid,
} from "../../../plugins/accessibility-audit/grid"
import { projectRoot } from "../../../content-model/node/project-root"
import { siteRoutes } from "../../../content-model/node/routes"

const routes = siteRoutes(path.join(projectRoot, "src", "pages"))

/** A grid of 106 criteria on two pages, each conformant unless `results` says otherwise. */
function grid(results: Record<number, Criterion["resultats"]> = {}): Grid {
  return {
    referentiel: "RGAA 4.1.2",
    date: "2026-11-27",
    echantillon: [
      { route: "/", page: "Accueil", raison: "accueil" },
      { route: "/inconnue", page: "Erreur", raison: "404", adresseInconnue: true },
    ],
    environnement: { navigateurs: [], outils: [], technologiesAssistance: [], nonTestees: "", recommandees: [] },
    criteres: Array.from({ length: 106 }, (_, index) => ({
      critere: `x.${index}`,
      thematique: "Thème",
      intitule: `Critère ${index}`,
      methode: "test",
      verification: { date: "2026-11-27", par: "équipe du site" },
      resultats: results[index] ?? { "/": "C", "/inconnue": "C" },
    })),
  }
}

describe("the repository's audit grid", () => {
  it("has the 106 criteria, a result for each page of its sample and how each was tested", () => {
    expect(gridProblems(readGrid(projectRoot), routes)).toEqual([])
  })

  it("names browser tests that exist for the criteria a machine decides", () => {
    const tests = readGrid(projectRoot).criteres.flatMap(({ test }) => (test ? [test] : []))
    expect(tests.length).toBeGreaterThan(0)
    for (const test of new Set(tests)) expect(existsSync(path.join(projectRoot, test))).toBe(true)
  })
})

describe("a criterion's result over the sample", () => {
  it("fails on one page, applies nowhere, or holds", () => {
    expect(criterionResult({ ...grid().criteres[0], resultats: { "/": "C", "/b": "NC" } })).toBe("NC")
    expect(criterionResult({ ...grid().criteres[0], resultats: { "/": "NA", "/b": "NA" } })).toBe("NA")
    expect(criterionResult({ ...grid().criteres[0], resultats: { "/": "NA", "/b": "C" } })).toBe("C")
  })
})

describe("summarize", () => {
  it("is totally conformant only when every applicable criterion is met", () => {
    expect(summarize(grid())).toMatchObject({ status: "total", rate: 100, conformant: 106, applicable: 106 })
  })

  it("rounds the rate down and lists each non-conformity with its pages", () => {
    const half = Object.fromEntries(
      Array.from({ length: 6 }, (_, index) => [index, { "/": "NC", "/inconnue": "C" } as const]),
    )
    const summary = summarize(grid({ ...half, 10: { "/": "NA", "/inconnue": "NA" } }))
    // 99 met of 105 applicable: 94.28…
    expect(summary).toMatchObject({ status: "partial", rate: 94, conformant: 99, applicable: 105 })
    expect(summary.nonConformities[0]).toEqual({ criterion: "x.0", title: "Critère 0", routes: ["/"] })
  })

  it("is non-conformant under half", () => {
    const most = Object.fromEntries(Array.from({ length: 60 }, (_, index) => [index, { "/": "NC" } as const]))
    expect(summarize(grid(most)).status).toBe("none")
  })
})

describe("gridProblems", () => {
  it("says in French what is missing or wrong", () => {
    const broken = grid({ 3: { "/": "C" }, 4: { "/": "OK" as never, "/inconnue": "C" } })
    broken.criteres.pop()
    broken.echantillon.push({ route: "/nulle-part", page: "?", raison: "?" })
    broken.environnement.outils = ["Playwright : clavier"]
    expect(gridProblems(broken, ["/"])).toEqual(
      expect.arrayContaining([
        "106 critères attendus, 105 trouvés",
        "échantillon : « /nulle-part » n’est pas une page du site",
        "critère x.3 : pas de résultat pour /inconnue, /nulle-part",
        "critère x.4, / : « OK » au lieu de C, NC ou NA",
        expect.stringMatching(/^typographie : .*Playwright/),
      ]),
    )
  })

  it("wants each criterion decided by a browser test, or checked by someone on a date no later than the audit", () => {
    const checked = grid()
    const [byTest, byBoth, byNobody, late, wrongTest, pagesByHand, pagesWithoutTest, pageOutside] = checked.criteres
    Object.assign(byTest, { test: "__tests__/e2e/rgaa-verdicts.spec.ts", verification: undefined })
    Object.assign(byBoth, { test: "__tests__/e2e/rgaa-verdicts.spec.ts" })
    Object.assign(byNobody, { verification: undefined })
    Object.assign(late, { verification: { date: "2026-11-30", par: "" } })
    Object.assign(wrongTest, { test: "scripts/check.ts", verification: undefined })
    // A test, and a person for the one page it cannot decide (a form field).
    Object.assign(pagesByHand, {
      test: "__tests__/e2e/rgaa-verdicts.spec.ts",
      verification: { date: "2026-11-27", par: "équipe du site", pages: ["/"] },
    })
    Object.assign(pagesWithoutTest, { verification: { date: "2026-11-27", par: "équipe du site", pages: ["/"] } })
    Object.assign(pageOutside, {
      test: "__tests__/e2e/rgaa-verdicts.spec.ts",
      verification: { date: "2026-11-27", par: "équipe du site", pages: ["/ailleurs"] },
    })
    expect(gridProblems(checked, ["/"])).toEqual([
      "critère x.1 : un test ou une vérification à la main, pas les deux (sauf pour les pages que le test ne tranche pas, dans « pages »)",
      "critère x.2 : ni test, ni date et auteur de la vérification",
      "critère x.3 : vérifié le « 2026-11-30 » : attendu AAAA-MM-JJ, au plus tard le 2026-11-27",
      "critère x.3 : qui l’a vérifié manque",
      "critère x.4 : « scripts/check.ts » n’est pas un test du navigateur",
      "critère x.6 : « pages » seulement pour les pages qu’un test ne tranche pas",
      "critère x.7 : vérifié à la main sur /ailleurs, hors de l’échantillon",
    ])
  })
})
