import { readFileSync } from "node:fs"
import path from "node:path"
import type { Plugin } from "esbuild"
import postcss from "postcss"
import postcssModules from "postcss-modules"

const OUTPUT = "css-module-output"
const identifier = /^[A-Za-z_$][\w$]*$/

/**
 * The site's CSS Modules as css-loader reads them for the site: scoped class names, `:global` rules.
 * Each module becomes a JavaScript module exporting its names (default and named, as
 * `import * as styles` reads them) and a stylesheet that esbuild gathers into the bundle's cms.css,
 * the preview pane's stylesheet.
 */
export function cssModules(): Plugin {
  return {
    name: "css-modules",
    setup(build) {
      const compiled = new Map<string, string>()
      build.onLoad({ filter: /\.module\.css$/, namespace: "file" }, async ({ path: file }) => {
        let names: Record<string, string> = {}
        const result = await postcss([postcssModules({ getJSON: (_file, json) => void (names = json) })]).process(
          readFileSync(file, "utf8"),
          { from: file },
        )
        compiled.set(file, result.css)
        const named = Object.keys(names)
          .filter(name => identifier.test(name))
          .map(name => `export const ${name} = names[${JSON.stringify(name)}];`)
        return {
          contents: [
            `import ${JSON.stringify(`${OUTPUT}:${file}`)};`,
            `const names = ${JSON.stringify(names)};`,
            "export default names;",
            ...named,
          ].join("\n"),
          loader: "js",
          resolveDir: path.dirname(file),
          watchFiles: [file],
        }
      })
      build.onResolve({ filter: new RegExp(`^${OUTPUT}:`) }, ({ path: request }) => ({
        path: request.slice(OUTPUT.length + 1),
        namespace: OUTPUT,
      }))
      build.onLoad({ filter: /.*/, namespace: OUTPUT }, ({ path: file }) => ({
        contents: compiled.get(file) ?? "",
        loader: "css",
        resolveDir: path.dirname(file),
      }))
    },
  }
}
