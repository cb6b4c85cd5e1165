/*
 * What the release tests share: a temporary folder per test, a small build shaped like Gatsby's, and
 * views of the published site. Call releasesTestKit() at the top of a test file.
 */
import { mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"

export const hex = (seed: string) => seed.repeat(20).slice(0, 20)
export const quiet = { log: () => {} }
export const at = (seconds: number) => new Date(Date.UTC(2026, 10, 22, 5, 0, seconds))

export function releasesTestKit() {
  let folder = ""
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "releases-"))
  })
  afterEach(() => rmSync(folder, { recursive: true, force: true }))
  const work = () => folder
  const site = () => path.join(folder, "site")

  /** A small build shaped like Gatsby's: a page, its chunk mapping, a hashed script, a static image. */
  function fakeBuild(name: string, version: string, options: { skip?: string[] } = {}) {
    const dir = path.join(folder, name)
    const app = `app-${hex(version)}.js`
    const chunk = `component---src-pages-index-tsx-${hex(`${version}c`)}.js`
    const image = `static/${hex(`${version}i`)}/photo.png`
    const mapping = JSON.stringify(
      JSON.stringify({ app: [`/${app}`], "component---src-pages-index-tsx": [`/${chunk}`] }),
    )
    const files: Record<string, string> = {
      "index.html": `<html><head><link rel="preload" href="/page-data/app-data.json"><script>window.___chunkMapping=${mapping};</script></head><body><a href="/mentions-legales">ML</a><img src="/${image}" srcset="/${image} 1x, /${image} 2x"><a href="https://example.org/">ext</a><script src="/${app}" async></script></body></html>`,
      "mentions-legales/index.html": `<html><body><a href="/">Accueil</a><script src="/${app}"></script></body></html>`,
      "404.html": `<html><body>Page introuvable ${version}</body></html>`,
      "page-data/app-data.json": JSON.stringify({ webpackCompilationHash: `${version}`.repeat(20).slice(0, 20) }),
      _headers: `/*\n  Content-Security-Policy: default-src 'none'; script-src 'self' 'sha256-${version}'; frame-ancestors 'none'\n`,
      _redirects: "/mentions-legales /mentions-legales/ 200\n/*/ /:splat 301\n",
      [app]: `/* app ${version} */`,
      [chunk]: `/* page ${version} */`,
      [image]: `png ${version}`,
    }
    for (const [file, content] of Object.entries(files)) {
      if (options.skip?.includes(file)) continue
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      writeFileSync(path.join(dir, file), content)
    }
    return { dir, app, chunk, image }
  }

  return {
    work,
    site,
    fakeBuild,
    current: () => readlinkSync(path.join(site(), "current")),
    releases: () =>
      readdirSync(path.join(site(), "releases"))
        .filter(name => !name.endsWith(".json"))
        .sort(),
  }
}
