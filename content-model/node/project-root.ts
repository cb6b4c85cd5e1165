import { existsSync } from "node:fs"
import path from "node:path"

/**
 * The project's folder: the nearest folder above this file that holds gatsby-config.ts (local plugins and
 * the editor's workspace have a package.json of their own). It holds from the sources (tsx, jest, Playwright) as from Gatsby's compiled copy of
 * gatsby-node in .cache/compiled/, and in the copies of the project that tests build.
 */
export const projectRoot = (() => {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "gatsby-config.ts"))) return dir
    if (path.dirname(dir) === dir) throw new Error(`Aucun gatsby-config.ts au-dessus de ${__dirname}`)
  }
})()
