/** @jest-environment node */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { graphqlTemplates, imageQueries, startImageJobs } from "../../../plugins/images/image-jobs"

const root = path.resolve(__dirname, "..", "..", "..")

const fragment = `fragment Photo on Founder { photo { childImageSharp { gatsbyImageData(width: 160) } } }`
const nested = `fragment Card on Founder { name ...Photo }`

describe("imageQueries", () => {
  it("keeps the queries that ask for images through fragments, with the fragments they use", () => {
    const queries = imageQueries([
      `query Home { fondateursJson { items { ...Card } } }`,
      `query Terms { conditionsJson { title } }`,
      nested,
      fragment,
      `fragment Unused on Founder { role }`,
    ])
    expect(queries).toHaveLength(1)
    expect(queries[0]).toMatch(/^query Home/)
    expect(queries[0]).toContain("fragment Card on Founder")
    expect(queries[0]).toContain("fragment Photo on Founder")
    expect(queries[0]).not.toContain("Unused")
  })

  it("keeps a query that asks for images directly, and leaves out queries with variables", () => {
    const queries = imageQueries([
      `{ file { childImageSharp { gatsbyImageData(width: 10) } } }`,
      `query Page($id: String) { file(id: { eq: $id }) { childImageSharp { gatsbyImageData(width: 10) } } }`,
    ])
    expect(queries).toEqual([expect.stringContaining("gatsbyImageData(width: 10)")])
  })

  it("finds the site's three image queries: the home page's founders and the two diagram pages", () => {
    const queries = imageQueries(graphqlTemplates(path.join(root, "src")))
    expect(queries.map(query => /^query (\w+)/.exec(query)?.[1]).sort()).toEqual([
      "AppealsComplaintsPage",
      "HomePage",
      "VerificationProcessPage",
    ])
    expect(queries).toHaveLength(3)
    expect(queries.filter(query => query.includes("fragment DiagramFields"))).toHaveLength(2)
    expect(queries.filter(query => query.includes("fragment FounderFields"))).toHaveLength(1)
  })
})

describe("startImageJobs", () => {
  let work: string
  beforeEach(() => {
    work = mkdtempSync(path.join(tmpdir(), "image-jobs-"))
    cpSync(path.join(root, "data"), path.join(work, "data"), { recursive: true })
  })
  afterEach(() => rmSync(work, { recursive: true, force: true }))

  const run = async (stamps?: string) => {
    const asked: string[] = []
    const count = await startImageJobs(
      query => {
        asked.push(query)
        return Promise.resolve({})
      },
      { srcDir: path.join(root, "src"), dataDir: path.join(work, "data"), stamps },
    )
    return { count, asked }
  }

  it("runs the image queries once, then none while data/ is unchanged", async () => {
    const stamps = path.join(work, ".cache", "image-jobs.json")
    const first = await run(stamps)
    expect(first.count).toBe(3)
    expect(first.asked.map(query => /^query (\w+)/.exec(query)?.[1]).sort()).toEqual([
      "AppealsComplaintsPage",
      "HomePage",
      "VerificationProcessPage",
    ])
    expect(await run(stamps)).toEqual({ count: 0, asked: [] })
  })

  it("runs them again when a file of data/ changed, or when the stamp is unreadable", async () => {
    const stamps = path.join(work, ".cache", "image-jobs.json")
    await run(stamps)
    writeFileSync(path.join(work, "data", "images", "new.png"), "not really a PNG")
    expect((await run(stamps)).count).toBe(3)
    expect((await run(stamps)).count).toBe(0)
    writeFileSync(stamps, "{")
    expect((await run(stamps)).count).toBe(3)
  })

  it("always runs them without a stamps file", async () => {
    expect((await run()).count).toBe(3)
    expect((await run()).count).toBe(3)
  })
})
