import { expect, test } from "@playwright/test"
import { auditedPaths } from "./rgaa-helpers"
import { decided, grid, verdicts } from "./checks/grid-verdicts"

// The grid's verdict for each criterion a machine decides is what its RGAA test procedure finds on each
// page of the sample (rgaa-verdicts.ts): a grid that says more, or less, than the pages fails. This spec
// checks the grid's own claims; each page's verdicts are a step of its one visit (visit.spec.ts,
// checks/grid-verdicts.ts).

test("the grid names this test for exactly the criteria it decides", () => {
  expect(decided.map(({ critere }) => critere).sort()).toEqual(Object.keys(verdicts).sort())
})

test("the grid's sample is the audited pages", () => {
  expect(grid.echantillon.map(({ route }) => route).sort()).toEqual([...auditedPaths].sort())
})
