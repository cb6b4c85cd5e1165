/**
 * @jest-environment node
 */
// Every path filter of the workflows names something in the tree: a filter left on a moved folder would
// silently stop a workflow from running (issue 57, point 6: reworded.yml still watched plugins/content-model/).
import { execFileSync } from "node:child_process"
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { minimatch } from "minimatch"
import { parse } from "yaml"
import { projectRoot } from "../content-model/node/project-root"

const workflows = path.join(projectRoot, ".github/workflows")
const tracked = execFileSync("git", ["ls-files"], { cwd: projectRoot, encoding: "utf8" }).split("\n").filter(Boolean)

type Triggers = Record<string, { paths?: string[]; "paths-ignore"?: string[] } | null>

/** The path filters of a workflow's triggers, as GitHub reads them (a real YAML parser, not a pattern). */
function pathFilters(source: string): string[] {
  const { on } = parse(source) as { on?: Triggers | string | string[] }
  if (!on || typeof on !== "object" || Array.isArray(on)) return []
  return Object.values(on).flatMap(trigger => [...(trigger?.paths ?? []), ...(trigger?.["paths-ignore"] ?? [])])
}

/** Whether a filter matches a tracked file (GitHub's globs: `*` within a folder, `**` across folders). */
const matchesAFile = (filter: string, files: readonly string[]) =>
  files.some(file => minimatch(file, filter.replace(/^!/, ""), { dot: true }))

describe("the workflows' path filters", () => {
  const files = readdirSync(workflows).filter(file => /\.ya?ml$/.test(file))

  it.each(files)("%s: every paths and paths-ignore entry matches a file of the repository", file => {
    const filters = pathFilters(readFileSync(path.join(workflows, file), "utf8"))
    expect(filters.filter(filter => !matchesAFile(filter, tracked))).toEqual([])
  })

  it("finds the filters of every trigger, and a filter on a moved folder matches nothing", () => {
    const source = [
      "on:",
      "  push:",
      "    paths: ['content-model/**', 'plugins/content-model/**']",
      "  pull_request:",
      "    paths-ignore: ['docs/*.md']",
    ].join("\n")
    expect(pathFilters(source)).toEqual(["content-model/**", "plugins/content-model/**", "docs/*.md"])
    expect(matchesAFile("content-model/**", tracked)).toBe(true)
    expect(matchesAFile("plugins/content-model/**", tracked)).toBe(false)
  })
})
