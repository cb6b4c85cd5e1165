import path from "node:path"
import { graphqlTemplates, imageQueries } from "./image-jobs"

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
    const queries = imageQueries(graphqlTemplates(path.resolve(__dirname, "..")))
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
