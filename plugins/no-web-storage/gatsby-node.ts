import path from "node:path"
import type { GatsbyNode } from "gatsby"
import webpack from "webpack"

const NAME = "NoWebStorage"

// Gatsby keeps scroll positions in sessionStorage; the site stores nothing in the browser (see the
// legal notices), so they stay in memory (scroll-memory.ts). Its production app also marks in
// sessionStorage the reload it does when a new release went live: that mark goes to the history
// entry (history-flag-storage.ts). The bare global `sessionStorage` is used nowhere else (the built
// JavaScript is checked for the word in releases/e2e/navigation.spec.ts). Paths are resolved from the
// site's folder: Gatsby compiles this file into .cache/.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins, stage }) => {
  const inMemory = path.resolve("plugins/no-web-storage/scroll-memory.ts")
  let swapped = false
  // Gatsby types its webpack plugin helpers as plain `Function`s.
  const replaceModule = plugins.normalModuleReplacement as (
    pattern: RegExp,
    replace: (resource: { context: string; request: string }) => void,
  ) => webpack.WebpackPluginInstance
  const provide = plugins.provide as (definitions: Record<string, string>) => webpack.WebpackPluginInstance
  // The module is found by its path inside gatsby-react-router-scroll, an internal of Gatsby: if it is
  // renamed, the browser build fails here instead of silently storing positions again.
  const swappedOrFail: webpack.WebpackPluginInstance = {
    apply: compiler =>
      compiler.hooks.thisCompilation.tap(NAME, compilation =>
        compilation.hooks.finishModules.tap(NAME, () => {
          if (!swapped)
            compilation.errors.push(
              new webpack.WebpackError(
                "plugins/no-web-storage : le module ./session-storage de gatsby-react-router-scroll est introuvable " +
                  "(Gatsby l’a renommé ?) ; les positions de défilement iraient dans sessionStorage",
              ),
            )
        }),
      ),
  }
  actions.setWebpackConfig({
    plugins: [
      replaceModule(/^\.\/session-storage$/, resource => {
        if (!resource.context.includes(`${path.sep}gatsby-react-router-scroll`)) return
        resource.request = inMemory
        swapped = true
      }),
      ...(stage === "build-javascript"
        ? [provide({ sessionStorage: path.resolve("plugins/no-web-storage/history-flag-storage.ts") }), swappedOrFail]
        : []),
    ],
  })
}
