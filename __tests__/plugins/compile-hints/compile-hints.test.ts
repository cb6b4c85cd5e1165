/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import webpack from "webpack"
import { COMPILE_HINT, compileHints } from "../../../plugins/compile-hints/compile-hints"

const dir = mkdtempSync(path.join(tmpdir(), "compile-hints-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

writeFileSync(path.join(dir, "entry.js"), 'export function start() { return import("./page.js") }\nstart()\n')
writeFileSync(
  path.join(dir, "page.js"),
  "export default function page() {\n  /*! A licence notice: Terser moves it out and leaves a line saying where */\n  return 'page'\n}\n",
)

/** The scripts of a small two-chunk production build (Terser, content hashes), by name. */
function build(name: string, withHints: boolean): Promise<Map<string, string>> {
  const out = path.join(dir, name)
  const compiler = webpack({
    mode: "production",
    context: dir,
    entry: "./entry.js",
    output: { path: out, filename: "[name]-[contenthash].js", chunkFilename: "[name]-[contenthash].js" },
    plugins: withHints ? [compileHints()] : [],
  })
  return new Promise((resolve, reject) =>
    compiler.run((error, result) => {
      if (error || !result || result.hasErrors()) return reject(error ?? new Error(result?.toString()))
      compiler.close(() => {
        const scripts = readdirSync(out).filter(file => file.endsWith(".js"))
        resolve(new Map(scripts.map(file => [file, readFileSync(path.join(out, file), "utf8")])))
      })
    }),
  )
}

describe("compileHints", () => {
  it("opens every minified script with V8's compile hint, before the licence notice", async () => {
    const scripts = await build("hinted", true)
    expect(scripts.size).toBe(2)
    for (const text of scripts.values()) expect(text.split("\n")[0]).toBe(COMPILE_HINT)
    expect([...scripts.values()].some(text => text.split("\n")[1]?.startsWith("/*! For license information"))).toBe(
      true,
    )
  })

  it("adds the line before webpack hashes the content: every file's name changes with it", async () => {
    const hinted = [...(await build("hinted-again", true)).keys()]
    const plain = [...(await build("plain", false)).keys()]
    expect(plain).toHaveLength(2)
    for (const name of plain) expect(hinted).not.toContain(name)
  })
})
