import { copyFileSync, mkdirSync } from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { PUBLISHED_GRID } from "../../src/utils/statement"
import { siteRoutes } from "../../content-model/node/routes"
import { projectRoot } from "../../content-model/node/project-root"
import { gridFile, gridProblems, readGrid, summarize } from "./grid"

const TYPE = "AccessibilityAudit"

// Typed, never inferred: a grid without non-conformities still has the field (docs/architecture.md).
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    enum ConformityStatus { total partial none }
    type AuditNonConformity { criterion: String!, title: String!, routes: [String!]! }
    type AuditSamplePage { route: String!, page: String!, linked: Boolean! }
    type AuditEnvironment {
      browsers: [String!]!
      tools: [String!]!
      assistiveTechnologies: [String!]!
      notTested: String!
      recommended: [String!]!
    }
    type ${TYPE} implements Node @dontInfer {
      status: ConformityStatus!
      rate: Int!
      conformant: Int!
      applicable: Int!
      date: String!
      nonConformities: [AuditNonConformity!]!
      sample: [AuditSamplePage!]!
      environment: AuditEnvironment!
    }
  `)
}

/** The grid's summary as one node: what the statement and the footer say comes from the grid. */
export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createNodeId, createContentDigest, reporter }) => {
  const grid = readGrid(projectRoot)
  const routes = siteRoutes(`${projectRoot}/src/pages`)
  const problems = gridProblems(grid, routes)
  if (problems.length) reporter.panic(`${gridFile(projectRoot)} :\n- ${problems.join("\n- ")}`)
  const { status, rate, conformant, applicable, nonConformities } = summarize(grid)
  const [year, month, day] = grid.date.split("-")
  const content = {
    status,
    rate,
    conformant,
    applicable,
    date: `${day}/${month}/${year}`,
    nonConformities,
    sample: grid.echantillon.map(({ route, page }) => ({ route, page, linked: routes.includes(route) })),
    environment: {
      browsers: grid.environnement.navigateurs,
      tools: grid.environnement.outils,
      assistiveTechnologies: grid.environnement.technologiesAssistance,
      notTested: grid.environnement.nonTestees,
      recommended: grid.environnement.recommandees,
    },
  }
  void actions.createNode({
    id: createNodeId(TYPE),
    ...content,
    internal: { type: TYPE, contentDigest: createContentDigest(content) },
  })
}

// The statement links to the grid itself: the site serves it as it is in the repository.
export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  const target = path.join(projectRoot, "public", PUBLISHED_GRID)
  mkdirSync(path.dirname(target), { recursive: true })
  copyFileSync(gridFile(projectRoot), target)
}
