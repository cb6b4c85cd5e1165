// What the editor's check accepts, the site's build accepts (issue 37, point 3): every data file
// is pushed, through the save guard (editor/admin/save-guard.ts), as far as it will go — markup-like
// and typographic characters, an emoji and a long word added to every text, lists cut to one item,
// then emptied, texts emptied — each variant kept only where the guard accepts it, all of them at
// once in one copy of the project, which must then build with a real `gatsby build`.
import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { contentFiles } from "../../../plugins/content-model/model"
import { copyProject } from "../../../scripts/copy-project"
import { guard } from "../../admin/save-guard"
import { root } from "../../../__tests__/helpers/content-fixtures"

const dir = mkdtempSync(path.join(tmpdir(), "contenu-accepte-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }
const map = (value: Json, strings: (text: string) => string, arrays: (list: Json[]) => Json[]): Json => {
  if (typeof value === "string") return strings(value)
  if (Array.isArray(value)) return arrays(value.map(item => map(item, strings, arrays)))
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, key === "$schema" ? item : map(item, strings, arrays)]),
    )
  return value
}
const same = (text: string) => text
const EXTRA = " <b>&amp;</b> « x » {y} ${z} `w` \\ 🌿 anticonstitutionnellementanticonstitutionnellement"
const VARIANTS: [name: string, strings: (text: string) => string, arrays: (list: Json[]) => Json[]][] = [
  ["characters added to every text", text => (text ? `${text}${EXTRA}` : text), list => list],
  ["lists cut to one item", same, list => list.slice(0, 1)],
  ["lists emptied", same, () => []],
  ["texts emptied", () => "", list => list],
]

test("every variant of data/ the save guard accepts builds", () => {
  const project = path.join(dir, "projet")
  copyProject(root, project)
  const accepted: string[] = []
  for (const { file } of contentFiles) {
    const target = path.join(project, "data", file)
    for (const [name, strings, arrays] of VARIANTS) {
      const current = JSON.parse(readFileSync(target, "utf8")) as Json
      const raw = JSON.stringify(map(current, strings, arrays), null, 2)
      const verdict = guard(project, { action: "persistEntry", params: { dataFiles: [{ path: `data/${file}`, raw }] } })
      if (!verdict.ok) continue
      writeFileSync(target, verdict.request.params!.dataFiles![0].raw)
      accepted.push(`${file}: ${name}`)
    }
  }
  console.log(`Variantes acceptées par le contrôle :\n${accepted.join("\n")}`)
  expect(accepted.length).toBeGreaterThan(0)
  // The build the self-publishing runs (editor/service/publisher.ts); it throws on failure.
  execFileSync(process.execPath, [require.resolve("gatsby/cli"), "build"], {
    cwd: project,
    stdio: "pipe",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" },
    maxBuffer: 256 * 1024 * 1024,
  })
}, 900_000)
