/*
 * A second build of the site, different in content and in code, for the publication tests
 * (releases/e2e/) and the publication benchmark (releases/publish-load.ts): what a visitor's open
 * page meets when the next release goes live. Its register of issued reports lists fictional ones, for the
 * specs of « Vérifier un rapport » (releases/report-fixtures.ts). Built by a real `gatsby build` in a copy of the project
 * (node_modules linked; .e2e/copies/second-release, with Gatsby's cache), kept in .e2e/second-release/public and
 * reused while the sources that made it have not changed.
 */
import { spawnSync } from "node:child_process"
import { createHash } from "node:crypto"
import { cpSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"
import { filesUnder } from "../content-model/node/files-under"
import { stableCopy } from "../tooling/copy-project"
import { projectRoot } from "../content-model/node/project-root"

const ROOT = projectRoot
export const SECOND_RELEASE = path.join(ROOT, ".e2e", "second-release", "public")
export const STAMP = path.join(ROOT, ".e2e", "second-release", "sources.sha256")
/**
 * The PDFs of the fictional reports the second release's register lists (releases/report-fixtures.ts): the
 * real data/rapports.json lists none, and the check of « Vérifier un rapport » needs some, without a build of its own.
 */
export const REPORT_PDFS = path.join(ROOT, ".e2e", "second-release", "rapports-fictifs")

/** What changes between the two releases: a page title (content) and a marker in that page's component (code). */
export const CHANGE = {
  route: "/nos-activites",
  dataFile: "data/nos-activites.json",
  before: '"title": "Nos activités",\n    "subtitle"',
  after: '"title": "Nos activités de vérification",\n    "subtitle"',
  title: "Nos activités de vérification",
  component: "src/components/activities.tsx",
  codeBefore: "<div className={styles.statement}>",
  codeAfter: '<div className={styles.statement} data-release="2">',
  marker: '[data-release="2"]',
}

const SOURCES = [
  "data",
  "src",
  "plugins",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "deploy/_headers",
  "package-lock.json",
  "releases/second-release.ts",
  "releases/report-fixtures.ts",
]

export function sourcesHash() {
  const hash = createHash("sha256")
  const add = (relative: string) => {
    const full = path.join(ROOT, relative)
    if (!existsSync(full)) return
    if (statSync(full).isDirectory()) {
      // Generated types and documentation (data/README.md) do not change the build.
      for (const file of filesUnder(full))
        if (!file.endsWith("gatsby-types.d.ts") && !file.endsWith(".md")) add(`${relative}/${file}`)
    } else hash.update(`${relative}\0`).update(readFileSync(full))
  }
  SOURCES.forEach(add)
  return hash.digest("hex")
}

function replaceOnce(file: string, before: string, after: string) {
  const text = readFileSync(file, "utf8")
  if (!text.includes(before))
    throw new Error(
      `${path.relative(ROOT, file)} ne contient plus « ${before} » : mettez à jour CHANGE dans releases/second-release.ts`,
    )
  writeFileSync(file, text.replace(before, after))
}

/** The second build's public/ (built once, then reused while the sources are the same). */
export function secondRelease(log: (message: string) => void = console.log) {
  const stamp = sourcesHash()

  if (existsSync(path.join(SECOND_RELEASE, "index.html")) && existsSync(STAMP) && readFileSync(STAMP, "utf8") === stamp)
    return SECOND_RELEASE
  // Its own copy, kept with Gatsby's cache (tooling/copy-project.ts): a build after a change of the sources is warm.
  const project = stableCopy(ROOT, "second-release")
  replaceOnce(path.join(project, CHANGE.dataFile), CHANGE.before, CHANGE.after)
  replaceOnce(path.join(project, CHANGE.component), CHANGE.codeBefore, CHANGE.codeAfter)
  const pdfs = path.join(project, "rapports-fictifs")
  const fixtures = spawnSync(
    path.join(ROOT, "node_modules/.bin/tsx"),
    [path.join(ROOT, "releases/report-fixtures.ts"), project, pdfs],
    { encoding: "utf8" },
  )
  if (fixtures.status !== 0) throw new Error(`Rapports fictifs non écrits :\n${fixtures.stderr}`)
  log(
    "Seconde release : gatsby build dans une copie du projet (titre de /nos-activites et code de sa page modifiés, registre de rapports fictifs)…",
  )
  const started = Date.now()
  const build = spawnSync(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], {
    cwd: project,
    // The copy has no repository of its own (stableCopy): it reads the project's history, so that it writes the same
    // previous versions' PDFs as the first release (plugins/pdf-documents/previous-pdfs.ts), not a release with files missing.
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
      CI: "true",
      ...(existsSync(path.join(ROOT, ".git")) && { GIT_DIR: path.join(ROOT, ".git"), GIT_WORK_TREE: project }),
    },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
  if (build.status !== 0) throw new Error(`La seconde release ne se construit pas :\n${build.stdout}\n${build.stderr}`)
  rmSync(path.dirname(SECOND_RELEASE), { recursive: true, force: true })
  cpSync(path.join(project, "public"), SECOND_RELEASE, { recursive: true })
  cpSync(pdfs, REPORT_PDFS, { recursive: true })
  writeFileSync(STAMP, stamp)
  log(
    `Seconde release construite en ${Math.round((Date.now() - started) / 1000)} s : ${path.relative(ROOT, SECOND_RELEASE)}`,
  )
  return SECOND_RELEASE
}
