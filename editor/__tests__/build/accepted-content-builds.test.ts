// What the editor's check accepts, the site's build accepts (issue 37, point 3): every data file
// is pushed, through the save guard (editor/admin/save-guard.ts), as far as it will go — markup-like
// and typographic characters, an emoji and a long word added to every text, lists cut to one item,
// then emptied, texts emptied — each variant kept only where the guard accepts it, all of them at
// once in one copy of the project, which must then build with a real `gatsby build` (warm: the copy keeps
// Gatsby's cache, __tests__/helpers/build-copy.ts).
import { execFileSync } from "node:child_process"
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { contentFiles } from "../../../content-model/model"
import { guard } from "../../admin/save-guard"
import { buildTestsCopy } from "../../../__tests__/helpers/build-copy"

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
type Variant = [name: string, strings: (text: string) => string, arrays: (list: Json[]) => Json[]]
const VARIANTS: Variant[] = [
  // Prose only (a text with a space): an address, a link or a file name keeps its form.
  ["characters added to every text", text => (text.includes(" ") ? `${text}${EXTRA}` : text), list => list],
  ["lists cut to one item", same, list => list.slice(0, 1)],
  ["lists emptied", same, () => []],
  ["texts emptied", () => "", list => list],
]

test("every variant of data/ the save guard accepts builds", () => {
  const project = buildTestsCopy()
  const accepted: string[] = []
  /** Applies the variant to `part` of the file (all of it when absent), if the guard accepts it. */
  const attempt = (file: string, name: string, strings: Variant[1], arrays: Variant[2], part?: string) => {
    const target = path.join(project, "data", file)
    const current = JSON.parse(readFileSync(target, "utf8")) as Record<string, Json>
    const changed = part
      ? { ...current, [part]: map(current[part], strings, arrays) }
      : (map(current, strings, arrays) as Record<string, Json>)
    const raw = JSON.stringify(changed, null, 2)
    const verdict = guard(project, { action: "persistEntry", params: { dataFiles: [{ path: `data/${file}`, raw }] } })
    if (!verdict.ok) return false
    writeFileSync(target, verdict.request.params!.dataFiles![0].raw)
    accepted.push(`${file}${part ? ` › ${part}` : ""}: ${name}`)
    return true
  }
  for (const { file } of contentFiles) {
    for (const [name, strings, arrays] of VARIANTS) {
      if (attempt(file, name, strings, arrays)) continue
      // Refused for the whole file: tried on each of its parts, so one strict field does not hide the rest.
      const parts = Object.keys(JSON.parse(readFileSync(path.join(project, "data", file), "utf8")) as object)
      for (const part of parts.filter(key => key !== "$schema")) attempt(file, name, strings, arrays, part)
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
