/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import webpack from "webpack"
import { StylesheetsInRendererHash, stylesheetNames } from "../../../plugins/stylesheet-hash/stylesheet-hash"

const dir = mkdtempSync(path.join(tmpdir(), "stylesheet-hash-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A stats file as Gatsby's browser build writes it, with these stylesheets among its assets. */
function stats(name: string, stylesheets: string[]) {
  const file = path.join(dir, `${name}.json`)
  const assets = (names: string[]) => names.map(asset => ({ name: asset }))
  writeFileSync(
    file,
    JSON.stringify({
      namedChunkGroups: {
        app: { assets: assets(["app-1.js", ...stylesheets]) },
        "component---src-pages-index-tsx": { assets: assets([...stylesheets, "component-2.js"]) },
      },
    }),
  )
  return file
}

/** The hash of each chunk of a small two-chunk renderer, compiled with the plugin reading `statsFile`. */
function chunkHashes(statsFile: string): Promise<string[]> {
  writeFileSync(path.join(dir, "entry.js"), 'import("./page.js").then(page => page.default)\n')
  writeFileSync(path.join(dir, "page.js"), "export default 'page'\n")
  const compiler = webpack({
    mode: "production",
    context: dir,
    entry: "./entry.js",
    output: { path: path.join(dir, "out") },
    plugins: [new StylesheetsInRendererHash(statsFile)],
  })
  return new Promise((resolve, reject) =>
    compiler.run((error, result) => {
      if (error || !result || result.hasErrors()) return reject(error ?? new Error(result?.toString()))
      compiler.close(() => resolve([...result.compilation.chunks].map(chunk => chunk.hash ?? "").sort()))
    }),
  )
}

describe("stylesheetNames", () => {
  it("lists the build's stylesheets once each, sorted, and nothing else", () => {
    expect(stylesheetNames(stats("two", ["styles.b.css", "styles.a.css"]))).toEqual(["styles.a.css", "styles.b.css"])
  })
})

describe("StylesheetsInRendererHash", () => {
  it("changes the hash of every chunk when a stylesheet changes, and of none when none does", async () => {
    const first = await chunkHashes(stats("first", ["styles.1111.css"]))
    const again = await chunkHashes(stats("again", ["styles.1111.css"]))
    const edited = await chunkHashes(stats("edited", ["styles.2222.css"]))
    expect(first).toHaveLength(2)
    expect(again).toEqual(first)
    for (const hash of edited) expect(first).not.toContain(hash)
  })
})
