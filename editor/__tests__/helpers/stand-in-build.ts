/**
 * A stand-in for the site's build and publication, for the publisher's tests with real git
 * (editor/__tests__/service/publisher*.test.ts): the « build » fails when a page's subtitle says
 * CASSE, otherwise writes each page's subtitle as the « site »; every build is counted in a log. The
 * real build is the hosted Playwright specs'.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import type { BuildCommands } from "../../service/publisher"

const BUILD = `const fs = require("node:fs")
const site = {}
for (const name of fs.readdirSync("data").filter(name => name.endsWith(".json"))) {
  const subtitle = JSON.parse(fs.readFileSync("data/" + name, "utf8")).header?.subtitle
  if (subtitle === "CASSE") {
    fs.appendFileSync(process.argv[2], "échec\\n")
    console.error("error La page " + name + " ne se construit pas")
    process.exit(1)
  }
  if (subtitle) site[name] = subtitle
}
fs.appendFileSync(process.argv[2], "réussite\\n")
fs.mkdirSync("public", { recursive: true })
fs.writeFileSync("public/site.json", JSON.stringify(site))`
// Into the releases folder's `current`, where releases/cli.ts points the live release (releases/state.ts).
const PUBLISH = `const fs = require("node:fs")
fs.mkdirSync(process.argv[2] + "/current", { recursive: true })
fs.copyFileSync("public/site.json", process.argv[2] + "/current/site.json")`

/** The stand-in's commands (tools in `dir`/outils), the « site » online in `releases`, and the builds so far. */
export function standInBuild(dir: string, releases: string) {
  const tools = path.join(dir, "outils")
  const log = path.join(tools, "constructions.log")
  mkdirSync(tools, { recursive: true })
  writeFileSync(path.join(tools, "build.js"), BUILD)
  writeFileSync(path.join(tools, "publish.js"), PUBLISH)
  const commands: BuildCommands = {
    build: [process.execPath, [path.join(tools, "build.js"), log]],
    publish: [process.execPath, [path.join(tools, "publish.js")]],
  }
  const read = (file: string) => {
    try {
      return readFileSync(file, "utf8")
    } catch {
      return ""
    }
  }
  return {
    commands,
    /** The « site » online: each page's subtitle. */
    online: (): Record<string, string> =>
      JSON.parse(read(path.join(releases, "current", "site.json")) || "{}") as Record<string, string>,
    /** Each build's outcome so far, oldest first. */
    builds: () => read(log).split("\n").filter(Boolean),
  }
}
