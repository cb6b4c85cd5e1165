// The site's own Node APIs, as wiring: the logic lives in content-model/ and is tested there. What the build
// needs beyond them (workarounds of Gatsby, products of their own) are local plugins, each with its README
// (plugins/*/README.md). Gatsby runs this file's APIs after every plugin's (docs/architecture.md).
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { isSchema, lexicographicSortSchema, printSchema } from "graphql"
import { contentFiles } from "./content-model/model"
import { siteBuildDate } from "./content-model/node/build-date"
import { checkContentOrExit, watchContent } from "./content-model/node/content-gate"
import { dateState } from "./content-model/node/date-state"
import { writesTypes } from "./content-model/node/gatsby-options"
import { projectRoot } from "./content-model/node/project-root"
import { qrRoute, reportRoute, writeReportFiles } from "./content-model/node/published-register"
import { toGraphQL } from "./content-model/to-graphql"
import { registeredSpecimen, specimenFingerprints } from "./plugins/pdf-documents/specimen-pdfs"

const [data, publicDir] = [path.join(projectRoot, "data"), path.join(projectRoot, "public")]

// data/ is checked before Gatsby empties or writes .cache/ and public/ (every onPreInit runs first, and no
// plugin's writes anything): a broken content file stops the build and leaves the last site intact.
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  checkContentOrExit(projectRoot, reporter)
  if (process.env.gatsby_executing_command === "develop") watchContent(projectRoot, reporter)
}

// The schema comes from the content model, never inferred: a renamed field or a missing image fails the build.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(toGraphQL(contentFiles))
}

// The built schema as SDL (src/gatsby-schema.graphql), which ESLint checks every query against without a build.
// Not in a publishing build. Gatsby gives the built schema by no public argument: its store is the one private
// API the site reads, checked so that a Gatsby release that moves it stops here (docs/architecture.md).
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ store, reporter }) => {
  if (!writesTypes()) return
  const { schema } = (store.getState as () => { schema?: unknown })()
  if (!isSchema(schema))
    return reporter.panic(
      "gatsby-node.ts : Gatsby ne range plus le schéma GraphQL dans store.getState().schema ; " +
        "voyez docs/architecture.md (« API privée ») pour le lire autrement.",
    )
  const file = path.join(projectRoot, "src/gatsby-schema.graphql")
  const sdl = `${printSchema(lexicographicSortSchema(schema))}\n`
  const current = (() => {
    try {
      return readFileSync(file, "utf8")
    } catch {
      return ""
    }
  })()
  if (current !== sdl) writeFileSync(file, sdl)
}

// One page per issued report, at the address printed on it. Its context holds its number only: the template's
// query reads the entry through the fragments of the register's other pages (src/components/report-entry.tsx).
export const createPages: GatsbyNode["createPages"] = async gatsby => {
  const { actions, reporter } = gatsby
  const result = await gatsby.graphql<{ rapportsJson: { reports: { number: string }[] } | null }>(`
    query ReportPages {
      rapportsJson {
        reports {
          number
        }
      }
    }
  `)
  const register = result.data?.rapportsJson
  if (result.errors || !register)
    return reporter.panic(`Lecture du registre des rapports impossible : ${JSON.stringify(result.errors)}`)
  for (const { number } of register.reports)
    actions.createPage({
      path: reportRoute(number),
      component: path.join(projectRoot, "src/templates/report.tsx"),
      context: { number, qr: qrRoute(number) },
    })
}

// The register as JSON with its fingerprint (the specimen report apart) and each report's QR code; then what the build computed from its
// date (public/etat-des-dates.json), which the daily rebuild compares (deploy/README.md).
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ getNodesByType, reporter }) => {
  const specimens = (await specimenFingerprints(data)).filter(({ file }) => file === registeredSpecimen)
  const files = await writeReportFiles(data, publicDir, specimens)
  reporter.info(`Registre des rapports : ${files.map(file => path.relative(projectRoot, file)).join(", ")}`)
  const day = siteBuildDate(getNodesByType)
  if (!day) return reporter.panic("La date de construction manque dans siteMetadata (gatsby-config.ts).")
  const state = dateState(data, day)
  writeFileSync(path.join(publicDir, "etat-des-dates.json"), `${JSON.stringify(state, null, 2)}\n`)
  reporter.info(
    `État des dates au ${day} : ${state.review.length} page(s) à relire, empreinte ${state.fingerprint.slice(0, 12)}`,
  )
}
