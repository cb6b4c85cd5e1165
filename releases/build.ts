/* The build: complete or refused, with every problem in French naming the file, before anything is written. */
import { existsSync, statSync } from "node:fs"
import { readFile } from "node:fs/promises"
import path from "node:path"
import { digestTree, filesUnder } from "../content-model/node/files-under"

/** Hashed files: webpack's JS and CSS at the root (same pattern as deploy/nginx/site.conf) and static/. */
const HASHED_ROOT_FILE = /^[\w.-]+[.-][0-9a-f]{20}\.(js|css)$/
export const isImmutableAsset = (file: string) => file.startsWith("static/") || HASHED_ROOT_FILE.test(file)

const EXTERNAL = /^([a-z][a-z\d+.-]*:|\/\/|#)/i

/** Every local address a built page asks for: src, href (Gatsby's `<script src>` among them), srcset, and the chunks of Gatsby's chunk mapping. */
export function pageReferences(html: string, pageUrl: string) {
  const raw: string[] = []
  for (const [, , value] of html.matchAll(/\s(src|href)\s*=\s*"([^"]*)"/gi)) raw.push(value)
  for (const [, value] of html.matchAll(/\ssrcset\s*=\s*"([^"]*)"/gi)) {
    for (const candidate of value.split(",")) raw.push(candidate.trim().split(/\s+/)[0])
  }
  const mapping = /window\.___chunkMapping\s*=\s*("(?:[^"\\]|\\.)*")/.exec(html)
  if (mapping) {
    const chunks = JSON.parse(JSON.parse(mapping[1]) as string) as Record<string, string[]>
    raw.push(...Object.values(chunks).flat())
  }
  const references = new Set<string>()
  for (const value of raw) {
    const reference = value.replace(/&amp;/g, "&")
    if (!reference || EXTERNAL.test(reference)) continue
    references.add(decodeURIComponent(new URL(reference, `http://site${pageUrl}`).pathname))
  }
  return [...references].sort()
}

/** How nginx answers an address (deploy/nginx/site.conf: trailing slash dropped, then $uri, $uri/index.html). */
export function resolveInBuild(buildDir: string, urlPath: string) {
  const clean = urlPath.length > 1 ? urlPath.replace(/\/+$/, "") : urlPath
  for (const candidate of [clean, `${clean}/index.html`]) {
    const file = path.join(buildDir, candidate)
    if (existsSync(file) && statSync(file).isFile()) return file
  }
  return undefined
}

const pageUrlOf = (file: string) => `/${file.replace(/(^|\/)index\.html$/, "$1")}`

export interface BuildInfo {
  dir: string
  /** The build's name: a digest of all its files' paths and bytes. */
  build: string
  csp: string
  files: string[]
  pages: string[]
}

/** Reads a build and refuses it, with every problem in French naming the file, when it is incomplete. */
export async function inspectBuild(dir: string): Promise<BuildInfo> {
  const shown = path.relative(process.cwd(), path.resolve(dir)) || "."
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw new Error(`Build introuvable : le dossier ${shown}/ n’existe pas (lancez « npm run build »).`)
  const files = filesUnder(dir)
  const problems: string[] = []
  for (const required of ["index.html", "404.html", "page-data/app-data.json", "_headers", "_redirects"]) {
    if (!files.includes(required)) problems.push(`${shown}/${required} : fichier absent du build`)
  }
  const pages = files.filter(file => file.endsWith(".html") && !file.startsWith("_gatsby/"))
  for (const page of pages) {
    for (const reference of pageReferences(await readFile(path.join(dir, page), "utf8"), pageUrlOf(page))) {
      if (!resolveInBuild(dir, reference)) problems.push(`${shown}/${page} : référence ${reference}, absent du build`)
    }
  }
  let csp = ""
  // Gatsby's webpackCompilationHash only names the scripts: with a warm cache, a change of content
  // alone (an editor's new sentence) keeps it, and a release named by it was taken for the live one
  // (« Déjà en ligne … Rien n’a changé ») while its pages were new. A build is named by all its bytes.
  if (files.includes("page-data/app-data.json")) {
    const appData = JSON.parse(await readFile(path.join(dir, "page-data/app-data.json"), "utf8")) as {
      webpackCompilationHash?: string
    }
    if (!appData.webpackCompilationHash)
      problems.push(`${shown}/page-data/app-data.json : champ webpackCompilationHash absent`)
  }
  if (files.includes("_headers")) {
    csp =
      /^\s*Content-Security-Policy:\s*(.+)$/m.exec(await readFile(path.join(dir, "_headers"), "utf8"))?.[1].trim() ?? ""
    if (!csp || csp.includes("__CSP__"))
      problems.push(`${shown}/_headers : ligne Content-Security-Policy absente ou non remplie`)
  }
  if (problems.length > 0) {
    const listed = problems.slice(0, 20).map(problem => `  - ${problem}`)
    if (problems.length > 20) listed.push(`  … et ${problems.length - 20} autres`)
    throw new Error(`Build incomplet, rien n’est publié :\n${listed.join("\n")}`)
  }
  return { dir, build: digestTree(dir).slice(0, 20), csp, files, pages }
}
