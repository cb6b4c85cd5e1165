import { mergePatch } from "./helpers/content-fixtures"

describe("mergePatch (RFC 7396), which the content fixtures' patches use", () => {
  it("merges objects key by key, removes on null, replaces anything else", () => {
    const target = { a: { b: 1, c: 2 }, d: [1, 2], e: "x" }
    expect(mergePatch(target, { a: { b: null, f: 3 }, d: [3], e: null })).toEqual({ a: { c: 2, f: 3 }, d: [3] })
    expect(target).toEqual({ a: { b: 1, c: 2 }, d: [1, 2], e: "x" })
  })
})
