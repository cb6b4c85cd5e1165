import { readFileSync } from "node:fs"
import type { Compiler } from "webpack"
import { webpackAssets } from "../deploy-files/deploy-files"

const NAME = "StylesheetsInRendererHash"

/**
 * The browser build's stylesheets, by file name, as `public/webpack.stats.json` lists them. Gatsby names
 * each after a hash of its content, so the list changes exactly when a style changes.
 */
export function stylesheetNames(statsFile: string): string[] {
  const stats = JSON.parse(readFileSync(statsFile, "utf8")) as Parameters<typeof webpackAssets>[0]
  return webpackAssets(stats).filter(file => file.endsWith(".css"))
}

/**
 * Makes the HTML renderer's chunks change when a stylesheet does. Every page inlines the site's
 * stylesheet, but a build with Gatsby's cache renders a page's HTML again only when the renderer's chunks
 * for it change (or its data), and a style edit changes none of them: CSS modules give the renderer class
 * names only, and the page-wide stylesheet (global.module.css, which gatsby-browser.tsx imports) is not in
 * it. So a CSS-only commit kept every page's old styles
 * (docs/architecture.md, « Le chemin d’un build »; no upstream report of this case was found: the nearest,
 * https://github.com/gatsbyjs/gatsby/issues/33450, shows the same per-page decision the other way, every
 * page rendered again after a CSS import). Added to the renderer's compilation (stage `build-html`, which
 * Gatsby runs after the browser's), this puts the stylesheets' names in the hash of each of its chunks.
 */
export class StylesheetsInRendererHash {
  constructor(private readonly statsFile: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, compilation => {
      const names = stylesheetNames(this.statsFile).join("\n")
      compilation.hooks.chunkHash.tap(NAME, (_chunk, hash) => {
        hash.update(names)
      })
    })
  }
}
