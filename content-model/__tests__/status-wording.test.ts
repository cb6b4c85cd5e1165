import { statusWording, statusWordingProblems } from "../status-wording"

const content = {
  intro: { pending: "Elle n’est pas encore accréditée.", granted: "Elle est accréditée." },
  cover: "La garantie couvrira, une fois l’organisme accrédité, les missions légales.",
  items: ["Une mission volontaire.", "Elle n'est pas inscrite sur la liste de la H2A."],
}

describe("statusWording: texts written once that deny a granted status", () => {
  it("says nothing while neither status is granted", () => {
    expect(statusWording("x.json", content, { status: "non_accredite", h2aStatus: "non_inscrit" })).toEqual([])
  })

  it("names each such text once the accreditation is granted, never a pair's conditional variant", () => {
    const found = statusWording("x.json", content, { status: "accredite", h2aStatus: "non_inscrit" })
    expect(found.map(problem => [problem.path, problem.severity])).toEqual([[["cover"], "warning"]])
    expect(found[0].found).toContain("une fois l’organisme")
    expect(statusWordingProblems.has(found[0].problem)).toBe(true)
  })

  it("names the texts that deny the registration once it is granted, straight apostrophe or not", () => {
    const found = statusWording("x.json", content, { status: "non_accredite", h2aStatus: "inscrit" })
    expect(found.map(problem => problem.path)).toEqual([["items", 1]])
  })

  it("leaves site.json's own status sentences, which the site shows only in their state", () => {
    const site = {
      accreditation: { notAccredited: "Elle n’est pas encore accréditée.", notRegistered: "Ni inscrite." },
    }
    expect(statusWording("site.json", site, { status: "accredite", h2aStatus: "inscrit" })).toEqual([])
    expect(statusWording("autre.json", site, { status: "accredite", h2aStatus: "inscrit" })).toHaveLength(2)
  })
})
