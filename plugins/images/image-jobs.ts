import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import path from "node:path"
import {
  Kind,
  parse,
  print,
  visit,
  type ASTNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from "graphql"
import { AVIF_EFFORT } from "./avif-effort"
import { digestTree, packageVersion, readStamps, writeStamps } from "./stamps"
import { filesUnder } from "../content-model/files-under"
import { projectRoot } from "../content-model/project-root"

/**
 * Gatsby starts sharp's image jobs when it runs the page queries, and it runs them only after webpack
 * has built the scripts and the HTML renderer: on two cores the images then wait half a minute for
 * nothing. The queries that ask for images, run once while Gatsby bootstraps, start the same jobs
 * early: Gatsby keys a job by its arguments and runs it once, so sharp works beside webpack and the
 * later page queries find the images made (bench/notes.md, « Builds »: cold build 80 s → 61 s at rest).
 * No documented Gatsby option does this; a remeasurement under load was inconclusive and is recorded,
 * with what to do next, in docs/decisions/less-machinery.md.
 */

/** The `graphql` templates of the source files under `dir` (Gatsby forbids interpolation in them). */
export function graphqlTemplates(dir: string): string[] {
  return filesUnder(dir)
    .filter(file => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file))
    .flatMap(file =>
      [...readFileSync(path.join(dir, file), "utf8").matchAll(/\bgraphql`(\s*(?:query|fragment|\{)[^`]*)`/g)].map(
        m => m[1],
      ),
    )
}

const spreads = (node: ASTNode) => {
  const names = new Set<string>()
  visit(node, { FragmentSpread: spread => void names.add(spread.name.value) })
  return names
}

const asksForImages = (node: ASTNode) => {
  let found = false
  visit(node, { Field: field => void (found ||= field.name.value === "gatsbyImageData") })
  return found
}

/**
 * One query document per operation without variables that asks for images, directly or through its
 * fragments, followed by the fragments it uses (and only those: GraphQL refuses unused fragments).
 */
export function imageQueries(templates: string[]): string[] {
  const definitions = templates.flatMap(template => parse(template).definitions)
  const fragments = new Map(
    definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map(fragment => [fragment.name.value, fragment]),
  )
  const used = (node: ASTNode, seen = new Set<string>()): Set<string> => {
    for (const name of spreads(node)) {
      const fragment = fragments.get(name)
      if (fragment && !seen.has(name)) used(fragment, seen.add(name))
    }
    return seen
  }
  return definitions
    .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
    .filter(operation => !operation.variableDefinitions?.length)
    .map(operation => [operation, ...[...used(operation)].map(name => fragments.get(name)!)])
    .filter(nodes => nodes.some(asksForImages))
    .map(nodes => nodes.map(node => print(node)).join("\n\n"))
}

type Graphql = (query: string) => Promise<{ errors?: unknown }>

/**
 * What the image jobs are made from: the queries, every file of data/ (the images and the JSON that
 * points at them), and what encodes them. Unchanged, the jobs are all done and in Gatsby's cache.
 */
export function imageJobsKey(queries: string[], dataDir: string, root = projectRoot) {
  return createHash("sha256")
    .update(queries.join("\n"))
    .update(digestTree(dataDir))
    .update(`gatsby-plugin-sharp ${packageVersion("gatsby-plugin-sharp", root)} sharp ${packageVersion("sharp", root)}`)
    .update(`avif effort ${AVIF_EFFORT}`)
    .digest("hex")
}

/**
 * Runs the image queries of `src/`; their errors are left to the page queries, which say where they
 * are. With a `stamps` file (in .cache/), a build whose key has not changed runs none: its jobs were
 * done by the build that wrote the stamp, and the page queries would still start any that were not.
 * Returns the number of queries run.
 */
export async function startImageJobs(
  graphql: Graphql,
  { srcDir, dataDir, stamps }: { srcDir: string; dataDir: string; stamps?: string },
): Promise<number> {
  const queries = imageQueries(graphqlTemplates(srcDir))
  const key = imageJobsKey(queries, dataDir, path.dirname(srcDir))
  if (stamps && readStamps(stamps).imageJobs === key) return 0
  await Promise.all(queries.map(query => graphql(query)))
  if (stamps) writeStamps(stamps, { imageJobs: key })
  return queries.length
}
