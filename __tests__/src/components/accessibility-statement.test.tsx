import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { readGrid, summarize, type Grid } from "../../../plugins/accessibility-audit/grid"
import { projectRoot } from "../../../content-model/node/project-root"
import { readContent, readQueried, staticQueryData } from "../../helpers/content"
import { AccessibilityStatement } from "../../../src/components/accessibility-statement"
import { Footer } from "../../../src/components/footer"
import { fill, PUBLISHED_GRID } from "../../../src/utils/statement"

const statement = readContent("accessibilite.json")
const { legal } = readContent("pied-de-page.json")

/** The repository's grid with `criterion` failing on `route`: a state the statement must say as it is. */
function gridWithNonConformity(criterion: string, route: string): Grid {
  const grid = readGrid(projectRoot)
  return {
    ...grid,
    criteres: grid.criteres.map(entry =>
      entry.critere === criterion ? { ...entry, resultats: { ...entry.resultats, [route]: "NC" } } : entry,
    ),
  }
}

/** The statement as the page renders it, with the audit plugins/accessibility-audit/ derives from `grid`. */
function renderStatement(grid: Grid) {
  const summary = summarize(grid)
  const audit = {
    ...summary,
    date: "02/12/2026",
    sample: grid.echantillon.map(({ route, page }) => ({ route, page, linked: false })),
    environment: { browsers: [], tools: [], assistiveTechnologies: [], notTested: "", recommended: [] },
  }
  const page = { ...readQueried("accessibilite.json"), document: { ...statement.document, archivedVersions: null } }
  render(<AccessibilityStatement page={page as never} audit={audit as never} siteUrl="https://exemple.test" />)
  return summary
}

describe("the accessibility statement", () => {
  it("says « partially conformant », the rate and each non-conformity while the grid holds one", () => {
    const summary = renderStatement(gridWithNonConformity("11.1", "/processus-verification"))
    expect(summary.status).toBe("partial")
    const status = statement.status.partial
    expect(screen.getByText(new RegExp(`est ${status} avec`))).toBeInTheDocument()
    const values = {
      date: "02/12/2026",
      taux: summary.rate,
      conformes: summary.conformant,
      applicables: summary.applicable,
    }
    expect(screen.getByText(fill(statement.results.rate, values), { normalizer: text => text })).toBeInTheDocument()
    const heading = screen.getByRole("heading", { name: statement.nonAccessible.nonConformitiesHeading })
    const list = heading.nextElementSibling as HTMLElement
    expect(within(list).getByRole("listitem")).toHaveTextContent(/^11\.1 .*\(\/processus-verification\)$/)
  })

  it("says the grid's own status when it holds no non-conformity, and lists none", () => {
    const grid = readGrid(projectRoot)
    const summary = renderStatement({
      ...grid,
      criteres: grid.criteres.map(entry => ({
        ...entry,
        resultats: Object.fromEntries(
          Object.entries(entry.resultats).map(([route, r]) => [route, r === "NC" ? "C" : r]),
        ),
      })),
    })
    expect(summary.status).toBe("total")
    expect(screen.getByText(new RegExp(`est ${statement.status.total} avec`))).toBeInTheDocument()
    const heading = screen.getByRole("heading", { name: statement.nonAccessible.nonConformitiesHeading })
    expect(heading.nextElementSibling).toHaveTextContent(statement.nonAccessible.none)
  })

  it("links to the grid the site publishes", () => {
    renderStatement(readGrid(projectRoot))
    expect(screen.getByRole("link", { name: statement.results.gridLink })).toHaveAttribute("href", PUBLISHED_GRID)
  })

  it("dates its establishment and its update from its version history", () => {
    renderStatement(readGrid(projectRoot))
    const { document } = statement
    const history = [...(document.history ?? [])].sort((a, b) => a.version.localeCompare(b.version))
    const first = history[0]?.edition ?? document.edition
    const text = statement.establishment.established.replace("{etablie}", first)
    expect(screen.getByText(new RegExp(text.replace(/[.()]/g, "\\$&")))).toBeInTheDocument()
    if (history.length)
      expect(
        screen.getByText(new RegExp(statement.establishment.updated.replace("{miseAJour}", document.edition))),
      ).toBeInTheDocument()
  })
})

describe("the footer", () => {
  it("says « partially conformant » while the grid holds a non-conformity", () => {
    const summary = summarize(gridWithNonConformity("11.1", "/processus-verification"))
    jest.mocked(useStaticQuery).mockImplementation(() => ({ ...staticQueryData(), accessibilityAudit: summary }))
    render(<Footer />)
    expect(
      screen.getByRole("link", { name: `${legal.accessibilityLabel}\u00a0: ${statement.status.partial}` }),
    ).toHaveAttribute("href", "/accessibilite")
  })
})
