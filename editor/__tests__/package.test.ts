/** @jest-environment node */
// The editor is a product of its own (editor/package.json, an npm workspace of the project): what its
// code imports at run time is in its `dependencies`, a production install of it brings no test tool,
// and its bundle runs on Node itself, without tsx.
import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { projectRoot } from "../../content-model/node/project-root"

interface LockEntry {
  name?: string
  link?: boolean
  resolved?: string
  dev?: boolean
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}
const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(projectRoot, file), "utf8")) as T
const editorPackage = readJson<{ dependencies: Record<string, string>; devDependencies?: object }>(
  "editor/package.json",
)
const lock = readJson<{ packages: Record<string, LockEntry> }>("package-lock.json").packages

/** Where npm finds `name` from the package installed at `from`: its own node_modules, then its parents'. */
function resolveInLock(name: string, from: string): string | undefined {
  for (let dir: string | undefined = from; dir !== undefined;) {
    const candidate = `${dir ? `${dir}/` : ""}node_modules/${name}`
    const entry = lock[candidate]
    if (entry) return entry.link && entry.resolved ? entry.resolved : candidate
    const at = dir.lastIndexOf("node_modules/")
    dir = dir === "" ? undefined : at <= 0 ? "" : dir.slice(0, at - 1)
  }
  return undefined
}

/** The package names a production install of the workspace brings (dependencies, optional and peer, transitively). */
function productionClosure(workspace: string): Set<string> {
  const names = new Set<string>()
  const seen = new Set<string>()
  const visit = (location: string) => {
    if (seen.has(location)) return
    seen.add(location)
    const entry = lock[location]
    const wanted = { ...entry.peerDependencies, ...entry.optionalDependencies, ...entry.dependencies }
    for (const name of Object.keys(wanted)) {
      const found = resolveInLock(name, location)
      if (!found) continue // an optional package for another platform
      names.add(name)
      visit(found)
    }
  }
  visit(workspace)
  return names
}

test("a production install of the editor brings neither Playwright, Lighthouse nor the W3C checker", () => {
  const closure = productionClosure("editor")
  // The closure is real: the service's own packages are in it.
  for (const name of ["express", "decap-server", "bcryptjs"]) expect(closure).toContain(name)
  for (const tool of ["@playwright/test", "playwright", "playwright-core", "lighthouse", "vnu-jar", "jest", "tsx"])
    expect(closure).not.toContain(tool)
  expect(editorPackage.devDependencies).toBeUndefined()
})

describe("the editor's bundle (npm run build --workspace editor)", () => {
  beforeAll(() => execFileSync("npm", ["run", "--silent", "--workspace", "editor", "build"], { cwd: projectRoot }))

  test("imports at run time only Node's modules and the editor's dependencies", () => {
    const meta = readJson<{ outputs: Record<string, { imports: { path: string; external?: boolean }[] }> }>(
      "editor/dist/meta.json",
    )
    const packageOf = (specifier: string) =>
      specifier
        .split("/")
        .slice(0, specifier.startsWith("@") ? 2 : 1)
        .join("/")
    const services = Object.entries(meta.outputs).filter(([file]) => file.startsWith("dist/service/"))
    expect(services.map(([file]) => path.basename(file)).sort()).toEqual([
      "accounts-cli.js",
      "build-admin.js",
      "main.js",
    ])
    const external = new Set(
      services.flatMap(([, output]) => output.imports.filter(i => i.external && !i.path.startsWith("node:"))),
    )
    // gatsby/cli is the site's own build (self-publishing builds the site's clone with the site's packages).
    const packages = [...external].map(i => packageOf(i.path)).filter(name => name !== "gatsby")
    expect(packages.length).toBeGreaterThan(0)
    for (const name of packages) expect(Object.keys(editorPackage.dependencies)).toContain(name)
  })

  test("runs on Node itself, without tsx: an account added then listed", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "editeur-comptes-"))
    try {
      const cli = path.join(projectRoot, "editor/dist/service/accounts-cli.js")
      const accounts = path.join(dir, "comptes.json")
      const run = (args: string[], input = "") =>
        execFileSync(process.execPath, [cli, "--comptes", accounts, ...args], { input, env: { PATH: "/usr/bin:/bin" } })
          .toString()
          .trim()
      run(
        ["add", "lea", "--nom", "Léa Fontanel", "--courriel", "lea@sylvene-audit.example"],
        "un-mot-de-passe-long\n".repeat(2),
      )
      expect(run(["list"])).toBe("lea\tLéa Fontanel <lea@sylvene-audit.example>")
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
