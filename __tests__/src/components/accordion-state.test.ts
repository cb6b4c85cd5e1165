import { INITIAL_SECTION } from "../../../src/components/accordion-state"

// Opening one section, closing the others and closing the open one are the browser's (an exclusive
// group of <details name>): __tests__/e2e/verification-process.spec.ts checks them in Chromium.
describe("the verification page's open section", () => {
  it("starts on 'contexte'", () => {
    expect(INITIAL_SECTION).toBe("contexte")
  })
})
