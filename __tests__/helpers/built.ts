import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { projectRoot } from "../../content-model/node/project-root"

/*
 * The production build as Node reads it (after `gatsby build`: lane 1 of scripts/test-all.sh runs jest after it):
 * what reads only the built files runs here once, not by loading each page in a browser (docs/tests.md).
 */
export const publicDir = path.join(projectRoot, "public")

/** Stops a suite that needs the built site before it reads anything, saying what to run. */
export function requireBuild() {
  if (!existsSync(path.join(publicDir, "index.html")))
    throw new Error("public/ n’a pas de site construit : lancez d’abord `npx gatsby build`, puis ce test.")
}

/** The built page of a route, parsed by a real HTML parser (jsdom's), as the server sends it before any script. */
export function builtPage(route: string): Document {
  const file = path.join(publicDir, route.replace(/^\//, ""), "index.html")
  return new DOMParser().parseFromString(readFileSync(file, "utf8"), "text/html")
}

/** The file of public/ an address of the site points to. */
export const builtFile = (href: string) => path.join(publicDir, decodeURI(href.replace(/^\//, "")))
