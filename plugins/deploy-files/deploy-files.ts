/*
 * What a web server needs beside public/, written after each `gatsby build` (gatsby-node onPostBuild):
 *
 * - the Content-Security-Policy, whose script and style hashes come from the built HTML: Gatsby
 *   inlines small scripts in each page (chunk mapping, page path), so they change with every
 *   build. nginx gets it as deploy/nginx/csp.conf, static CDNs (Netlify,
 *   Cloudflare Pages) inside public/_headers, built from deploy/_headers;
 * - public/_redirects, so that Cloudflare Pages serves each page at its address without a trailing slash;
 * - robots.txt: its rules and the sitemap's address, which comes from data/site.json; sitemap.xml beside the
 *   plugin’s index;
 * - the raster icons drawn from the SVG logo (src/utils/icons.ts).
 */
import { createHash } from "node:crypto"
import { copyFile, mkdir, readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import { readContent } from "../../content-model/node/read-content"
import { filesUnder } from "../../content-model/node/files-under"
import { ICONS } from "../../src/utils/icons"
import { projectRoot } from "../../content-model/node/project-root"
import { faviconPng, logoPng } from "../images/logo-png"

const ROOT = projectRoot

export interface InlineSources {
  scripts: Set<string>
  styles: Set<string>
}

/** A CSP source expression for an inline text: 'sha256-<base64>'. */
export const cspHash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

// Script types the browser runs; any other type (application/ld+json…) is a data block, never run nor checked.
const RUNNABLE = /^(|module|(text|application)\/(java|ecma)script)$/i

const attribute = (attributes: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i")
    .exec(attributes)
    ?.slice(1)
    .find(value => value !== undefined)

/**
 * The inline code of a page of Gatsby's output. Regular expressions are enough for HTML that React
 * wrote: the text of a script or style element cannot contain its closing tag. `<noscript>` is read
 * too: without JavaScript its styles apply, and the CSP still does.
 */
export function collectInline(html: string, into: InlineSources = { scripts: new Set(), styles: new Set() }) {
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const type = attribute(attributes, "type") ?? ""
    if (attribute(attributes, "src") === undefined && RUNNABLE.test(type.trim())) into.scripts.add(text)
  }
  for (const [, text] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) into.styles.add(text)
  return into
}

const sorted = (texts: Set<string>) => [...new Set([...texts].map(cspHash))].sort()

/**
 * One policy for the whole site (a client-side navigation runs no new inline script, so the union
 * of every page's hashes is what any page may need). Scripts: the site's own files and the hashed
 * inline ones, never 'unsafe-inline'. Style elements: likewise. Style attributes stay allowed
 * ('unsafe-inline' in style-src-attr): each <picture> paints its blurred placeholder as a `style`
 * background (src/components/picture.tsx), and an attribute cannot run code.
 * `style-src` is the fallback of browsers that know neither style-src-elem nor style-src-attr.
 * Images may be data: URIs (sharp's blurred placeholders, the small logo inlined in each page).
 */
export function contentSecurityPolicy(inline: InlineSources) {
  const directives: [string, ...string[]][] = [
    ["default-src", "'none'"],
    ["script-src", "'self'", ...sorted(inline.scripts)],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["style-src-elem", "'self'", ...sorted(inline.styles)],
    ["style-src-attr", "'unsafe-inline'"],
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
    ["manifest-src", "'self'"],
    ["base-uri", "'none'"],
    ["form-action", "'none'"],
    ["frame-ancestors", "'none'"],
  ]
  return directives.map(directive => directive.join(" ")).join("; ")
}

/** The pages a visitor can get, as full paths: every HTML file but Gatsby's slice fragments (public/_gatsby/). */
export function htmlPages(publicDir: string) {
  return filesUnder(publicDir)
    .filter(file => file.endsWith(".html") && !file.startsWith("_gatsby/"))
    .map(file => path.join(publicDir, file))
}

/** The files webpack wrote for this build (public/ keeps older builds' files too), by chunk group. */
export function webpackAssets(stats: { namedChunkGroups: Record<string, { assets: { name: string }[] }> }) {
  const names = Object.values(stats.namedChunkGroups).flatMap(group => group.assets.map(asset => asset.name))
  return [...new Set(names)].sort()
}

const CSP_LINE = /^(\s*Content-Security-Policy:\s*)__CSP__\s*$/m

/** deploy/_headers with the build's CSP filled in and an immutable rule for each of webpack's files. */
export function renderHeaders(template: string, csp: string, hashedAssets: string[]) {
  if (!CSP_LINE.test(template)) throw new Error("deploy/_headers : ligne « Content-Security-Policy: __CSP__ » absente")
  const immutable = hashedAssets
    .map(name => `/${name}\n  Cache-Control: public, max-age=31536000, immutable\n`)
    .join("")
  return `${template.replace(CSP_LINE, `$1${csp}`).trimEnd()}\n\n# Generated: webpack's files of this build, whose names change with their content.\n${immutable}`
}

/**
 * public/_redirects for Cloudflare Pages. The site's addresses have no trailing slash (trailingSlash:
 * "never" in gatsby-config.ts, its links, canonical URLs and sitemap) while Gatsby writes each page as
 * <path>/index.html, which Pages serves at <path>/ after a 308 from <path>
 * (developers.cloudflare.com/pages/configuration/serving-pages/). Each page's address is therefore
 * rewritten to its folder (status 200: Pages' « proxying », the address stays), and any address ending
 * in / is redirected to the one without, as deploy/nginx/site.conf does. Static rules come first, as
 * Pages requires. `pageFiles`: the pages' HTML files, relative to public/.
 */
export function renderRedirects(pageFiles: string[]) {
  const folders = pageFiles
    .filter(file => file.endsWith("/index.html"))
    .map(file => `/${file.slice(0, -"/index.html".length)}`)
    .sort()
  const unusable = folders.find(folder => !/^[\w\-/.~%]+$/.test(folder))
  if (unusable)
    throw new Error(`${unusable} : adresse de page inutilisable dans public/_redirects (espace ou caractère spécial)`)
  const rewrites = folders.map(folder => `${folder} ${folder}/ 200\n`).join("")
  return `# Generated by plugins/deploy-files/deploy-files.ts for Cloudflare Pages: each page at its address without a\n# trailing slash (rewritten to its folder), and an address ending in / redirected to the one without.\n${rewrites}/*/ /:splat 301\n`
}

/** Cloudflare Pages' documented limits on _headers and _redirects (…/pages/configuration/headers/, …/redirects/). */
export const CLOUDFLARE_PAGES_LIMITS = {
  headerRules: 100,
  headerLineLength: 2000,
  staticRedirects: 2000,
  dynamicRedirects: 100,
  redirectLineLength: 1000,
}

const rulesOf = (file: string) => file.split("\n").filter(line => line.trim() !== "" && !line.trim().startsWith("#"))

/** What in public/_headers or public/_redirects Cloudflare Pages would ignore (it drops those lines), in French. */
export function cloudflarePagesProblems(headers: string, redirects: string, limits = CLOUDFLARE_PAGES_LIMITS) {
  const problems: string[] = []
  headers.split("\n").forEach((line, index) => {
    if (line.length > limits.headerLineLength)
      problems.push(`_headers, ligne ${index + 1} : ${line.length} caractères, ${limits.headerLineLength} au plus`)
  })
  const headerRules = rulesOf(headers).filter(line => !/^\s/.test(line)).length
  if (headerRules > limits.headerRules) problems.push(`_headers : ${headerRules} règles, ${limits.headerRules} au plus`)
  redirects.split("\n").forEach((line, index) => {
    if (line.length > limits.redirectLineLength)
      problems.push(`_redirects, ligne ${index + 1} : ${line.length} caractères, ${limits.redirectLineLength} au plus`)
  })
  const sources = rulesOf(redirects).map(line => line.trim().split(/\s+/)[0])
  const dynamic = sources.filter(source => /[*:]/.test(source)).length
  if (sources.length - dynamic > limits.staticRedirects)
    problems.push(`_redirects : ${sources.length - dynamic} règles fixes, ${limits.staticRedirects} au plus`)
  if (dynamic > limits.dynamicRedirects)
    problems.push(`_redirects : ${dynamic} règles avec * ou :nom, ${limits.dynamicRedirects} au plus`)
  return problems
}

export const renderNginxCsp = (csp: string) =>
  `# Generated by plugins/deploy-files/deploy-files.ts after each build: do not edit, deploy it with public/.\nadd_header Content-Security-Policy "${csp}" always;\n`

/** Every robot may read every page, then the sitemap's absolute address (data/site.json). Whole, not from static/: README.md. */
export const renderRobots = (siteUrl: string) => `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`

/** An .ico file holding one PNG image, as every browser since Windows Vista's reads it. */
export function icoFromPng(png: Buffer, size: number) {
  const header = Buffer.alloc(6 + 16)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(1, 4) // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6)
  header.writeUInt8(size >= 256 ? 0 : size, 7)
  header.writeUInt8(0, 8) // no palette
  header.writeUInt8(0, 9)
  header.writeUInt16LE(1, 10) // colour planes
  header.writeUInt16LE(32, 12) // bits per pixel
  header.writeUInt32LE(png.length, 14)
  header.writeUInt32LE(header.length, 18)
  return Buffer.concat([header, png])
}

async function writeIcons(publicDir: string, logoFile: string) {
  const logo = await readFile(logoFile)
  await writeFile(path.join(publicDir, ICONS.ico.path), icoFromPng(await faviconPng(logo), ICONS.ico.size))
  // Apple's home screen and link previews draw transparency black: the logo goes on white.
  for (const { path: file, size } of [ICONS.appleTouch, ICONS.large]) {
    await logoPng(logo, size)
      .flatten({ background: "#ffffff" })
      .png({ compressionLevel: 9 })
      .toFile(path.join(publicDir, file))
  }
}

export async function writeDeployFiles(publicDir = path.join(ROOT, "public")) {
  const site = readContent("site.json", path.join(ROOT, "data"))
  const inline: InlineSources = { scripts: new Set(), styles: new Set() }
  const pages = htmlPages(publicDir)
  if (pages.length === 0)
    throw new Error(`Aucune page HTML dans ${publicDir} : construisez d’abord le site (npm run build)`)
  for (const page of pages) collectInline(await readFile(page, "utf8"), inline)
  const csp = contentSecurityPolicy(inline)

  const hashedAssets = webpackAssets(
    JSON.parse(await readFile(path.join(publicDir, "webpack.stats.json"), "utf8")) as Parameters<
      typeof webpackAssets
    >[0],
  )
  const template = await readFile(path.join(ROOT, "deploy", "_headers"), "utf8")
  const headers = renderHeaders(template, csp, hashedAssets)
  const redirects = renderRedirects(pages.map(page => path.relative(publicDir, page).split(path.sep).join("/")))
  const problems = cloudflarePagesProblems(headers, redirects)
  if (problems.length > 0)
    throw new Error(`Limites de Cloudflare Pages dépassées (deploy/README.md) :\n${problems.join("\n")}`)
  await writeFile(path.join(publicDir, "_headers"), headers)
  await writeFile(path.join(publicDir, "_redirects"), redirects)
  await mkdir(path.join(ROOT, "deploy", "nginx"), { recursive: true })
  await writeFile(path.join(ROOT, "deploy", "nginx", "csp.conf"), renderNginxCsp(csp))
  // gatsby-plugin-sitemap names its index sitemap-index.xml; /sitemap.xml is where crawlers and people look.
  await copyFile(path.join(publicDir, "sitemap-index.xml"), path.join(publicDir, "sitemap.xml"))
  await writeFile(path.join(publicDir, "robots.txt"), renderRobots(site.siteUrl))
  await writeIcons(publicDir, path.join(ROOT, "data", site.logo))
  return { csp, pages: pages.length, scripts: inline.scripts.size, styles: inline.styles.size }
}

// `npx tsx plugins/deploy-files/deploy-files.ts` rewrites them for an existing build without rebuilding.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  writeDeployFiles().then(
    ({ pages, scripts, styles }) =>
      console.log(`CSP : ${pages} pages, ${scripts} scripts et ${styles} styles en ligne hachés`),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
