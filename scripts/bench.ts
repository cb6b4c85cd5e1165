/*
 * `npm run bench`: build times, then Lighthouse (mobile defaults: a mid-range phone on slow 4G, simulated)
 * on every route as nginx serves them with deploy/nginx/, and a table written to bench/RESULTS.md.
 *
 *   BENCH_RUNS=5        Lighthouse runs per route; the median run is kept (Lighthouse's own method)
 *   BENCH_PORT=9010     where nginx listens during the run
 *   --no-build          measure the existing public/ without timing builds
 */
import { spawn, spawnSync } from "node:child_process"
import { readFileSync, writeFileSync, existsSync } from "node:fs"
import { createConnection } from "node:net"
import os from "node:os"
import path from "node:path"
import { routes } from "../e2e/routes"
import { CHROMIUM_FLAGS, CHROMIUM_PATH as CHROMIUM } from "./chromium"

const ROOT = path.resolve(__dirname, "..")
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const PORT = Number(process.env.BENCH_PORT ?? 9010)
const BASE = `http://127.0.0.1:${PORT}`
const OWN_JS_BUDGET = 15 * 1024
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS]

// The parts of Lighthouse's result read here.
interface Audit {
  id: string
  title: string
  score: number | null
  numericValue?: number
  displayValue?: string
  details?: { items?: Record<string, unknown>[]; nodes?: TreemapNode[] }
}
interface TreemapNode {
  name: string
  resourceBytes: number
  children?: TreemapNode[]
}
interface Result {
  categories: Record<string, { title: string; score: number | null; auditRefs: { id: string; weight: number }[] }>
  audits: Record<string, Audit>
  environment: { benchmarkIndex: number }
  lighthouseVersion: string
}

interface Row {
  route: string
  scores: Record<string, number>
  fcp: number
  lcp: number
  tbt: number
  tbtRange: [number, number]
  cls: number
  totalBytes: number
  jsBytes: number
  ownJsBytes: number | null
  imageBytes: number
  fontRequests: number
  requests: number
  responsiveImages: boolean
  modernImages: boolean
  misses: string[]
  benchmarkIndex: number
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const

function run(command: string, args: string[]) {
  const started = performance.now()
  const result = spawnSync(command, args, {
    cwd: ROOT,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    encoding: "utf8",
  })
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr)
    throw new Error(`${command} ${args.join(" ")} failed`)
  }
  return (performance.now() - started) / 1000
}

function waitForPort(port: number, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  return new Promise<void>((resolve, reject) => {
    const attempt = () => {
      const socket = createConnection({ port, host: "127.0.0.1" }, () => {
        socket.end()
        resolve()
      })
      socket.on("error", () =>
        Date.now() > deadline ? reject(new Error(`nothing listens on ${port}`)) : setTimeout(attempt, 200),
      )
    }
    attempt()
  })
}

const items = (audit: Audit | undefined) => audit?.details?.items ?? []
const tbts = (runs: Result[]) => runs.map(run => run.audits["total-blocking-time"].numericValue ?? NaN)

/** Leaves of Lighthouse's script treemap (built from the source maps), each with its full path. */
function leaves(node: TreemapNode, prefix = ""): { path: string; bytes: number }[] {
  const full = prefix ? `${prefix}/${node.name}` : node.name
  return node.children?.length
    ? node.children.flatMap(child => leaves(child, full))
    : [{ path: full, bytes: node.resourceBytes }]
}

/**
 * The site's own JavaScript, compressed: the bytes the source maps attribute to the project's src/
 * (`webpack://<name>/./src/…`; a package's own sources are under node_modules or `../src`), scaled by
 * the compression ratio of the file they travel in. Everything else is Gatsby's runtime and React.
 */
function ownJavaScript(result: Result) {
  const transfer = new Map(items(result.audits["network-requests"]).map(item => [item.url as string, item]))
  let own = 0
  let mapped = false
  for (const script of result.audits["script-treemap-data"]?.details?.nodes ?? []) {
    const request = transfer.get(script.name)
    if (!request || !script.children?.length) continue
    const scriptLeaves = leaves(script).filter(leaf => !leaf.path.includes("(inline)"))
    if (scriptLeaves.some(leaf => leaf.path.includes("webpack:"))) mapped = true
    const ownBytes = scriptLeaves
      .filter(leaf => /\/\.\/src\//.test(leaf.path))
      .reduce((sum, leaf) => sum + leaf.bytes, 0)
    const ratio = (request.transferSize as number) / Math.max(1, request.resourceSize as number)
    own += ownBytes * ratio
  }
  return mapped ? Math.round(own) : null
}

function summarize(route: string, result: Result, runs: Result[]): Row {
  const audit = (id: string) => result.audits[id]
  const summary = new Map(items(audit("resource-summary")).map(item => [item.resourceType as string, item]))
  const bytes = (type: string) => (summary.get(type)?.transferSize as number) ?? 0
  const misses = CATEGORIES.flatMap(id => {
    const category = result.categories[id]
    return category.auditRefs
      .filter(ref => ref.weight > 0 && (audit(ref.id)?.score ?? 1) < 1)
      .map(
        ref =>
          `${category.title} : ${audit(ref.id).title}${audit(ref.id).displayValue ? ` (${audit(ref.id).displayValue})` : ""}`,
      )
  })
  return {
    route,
    scores: Object.fromEntries(CATEGORIES.map(id => [id, Math.round((result.categories[id].score ?? 0) * 100)])),
    fcp: audit("first-contentful-paint").numericValue ?? NaN,
    lcp: audit("largest-contentful-paint").numericValue ?? NaN,
    tbt: audit("total-blocking-time").numericValue ?? NaN,
    tbtRange: [Math.min(...tbts(runs)), Math.max(...tbts(runs))],
    cls: audit("cumulative-layout-shift").numericValue ?? NaN,
    totalBytes: bytes("total"),
    jsBytes: bytes("script"),
    ownJsBytes: ownJavaScript(result),
    imageBytes: bytes("image"),
    fontRequests: (summary.get("font")?.requestCount as number) ?? 0,
    requests: (summary.get("total")?.requestCount as number) ?? 0,
    responsiveImages: audit("uses-responsive-images").score === 1 && audit("image-size-responsive").score !== 0,
    modernImages: audit("modern-image-formats").score === 1,
    misses,
    benchmarkIndex: result.environment.benchmarkIndex,
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} Ko`
const ms = (value: number) => `${Math.round(value)} ms`
const yes = (ok: boolean) => (ok ? "oui" : "**non**")

function table(rows: Row[]) {
  const head =
    "| Route | Perf. | Access. | Bonnes pr. | SEO | FCP | LCP | TBT (min.–max.) | CLS | Total | JS (compressé) | dont JS du site | Images | Requêtes |\n" +
    "| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |\n"
  return (
    head +
    rows
      .map(row =>
        [
          `\`${row.route}\``,
          ...CATEGORIES.map(id => String(row.scores[id])),
          ms(row.fcp),
          ms(row.lcp),
          `${ms(row.tbt)} (${Math.round(row.tbtRange[0])}–${Math.round(row.tbtRange[1])})`,
          row.cls.toFixed(3),
          kb(row.totalBytes),
          kb(row.jsBytes),
          row.ownJsBytes === null ? "n. d." : kb(row.ownJsBytes),
          kb(row.imageBytes),
          String(row.requests),
        ].join(" | "),
      )
      .map(line => `| ${line} |`)
      .join("\n")
  )
}

function targets(rows: Row[]) {
  const lines: string[] = []
  const check = (ok: boolean, text: string, misses: string[] = []) => {
    lines.push(`- ${ok ? "✅" : "❌"} ${text}`)
    for (const miss of misses) lines.push(`  - ${miss}`)
  }
  const notHundred = rows.filter(row => CATEGORIES.some(id => row.scores[id] < 100))
  check(
    notHundred.length === 0,
    "100 dans chaque catégorie, sur chaque route",
    notHundred.flatMap(row => row.misses.map(miss => `\`${row.route}\` — ${miss}`)),
  )
  const shifting = rows.filter(row => row.cls > 0)
  check(
    shifting.length === 0,
    "CLS 0",
    shifting.map(row => `\`${row.route}\` : ${row.cls.toFixed(3)}`),
  )
  const own = rows.map(row => row.ownJsBytes ?? Infinity)
  check(
    own.every(bytes => bytes <= OWN_JS_BUDGET),
    `JavaScript du site au-dessus du runtime de Gatsby ≤ 15 Ko compressés sur chaque page (au plus : ${Math.max(...own) === Infinity ? "non mesurable, cartes de source absentes" : kb(Math.max(...own))})`,
  )
  const oversized = rows.filter(row => !row.responsiveImages || !row.modernImages)
  check(
    oversized.length === 0,
    "aucune image plus grande qu’affichée, formats AVIF/WebP (audits « uses-responsive-images », « image-size-responsive », « modern-image-formats »)",
    oversized.map(
      row =>
        `\`${row.route}\` : tailles adaptées ${yes(row.responsiveImages)}, formats modernes ${yes(row.modernImages)}`,
    ),
  )
  const fonts = rows.filter(row => row.fontRequests > 0)
  check(
    fonts.length === 0,
    "polices système : aucun fichier de police téléchargé",
    fonts.map(row => `\`${row.route}\` : ${row.fontRequests} police(s)`),
  )
  return lines.join("\n")
}

async function main() {
  const build = !process.argv.includes("--no-build")
  let cold: number | null = null
  let warm: number | null = null
  if (build) {
    console.log("Build à froid (après gatsby clean)…")
    run("npx", ["gatsby", "clean"])
    cold = run("npx", ["gatsby", "build"])
    console.log(`  ${cold.toFixed(1)} s\nBuild à chaud (caches de Gatsby et de sharp remplis)…`)
    warm = run("npx", ["gatsby", "build"])
    console.log(`  ${warm.toFixed(1)} s`)
  } else if (!existsSync(path.join(ROOT, "public", "index.html"))) {
    throw new Error("No build in public/: run without --no-build")
  }

  const server = spawn("bash", ["scripts/serve-nginx.sh", String(PORT)], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
  })
  const { default: lighthouse } = await import("lighthouse")
  const { computeMedianRun } = await import("lighthouse/core/lib/median-run.js")
  const { launch } = await import("chrome-launcher")
  const loadAverage = os.loadavg()[0]
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS })
  const rows: Row[] = []
  let version = ""
  try {
    await waitForPort(PORT)
    for (const { route } of routes) {
      const results: Result[] = []
      // A run can fail under load (no first paint seen in time): it is run again, up to twice the count asked.
      for (let attempt = 0; results.length < RUNS && attempt < RUNS * 2; attempt++) {
        const runnerResult = await lighthouse(`${BASE}${route}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
        })
        const lhr = runnerResult?.lhr
        if (lhr && !lhr.runtimeError && lhr.audits["first-contentful-paint"]?.numericValue !== undefined)
          results.push(lhr as unknown as Result)
        else console.warn(`${route}: run discarded (${lhr?.runtimeError?.code ?? "no result"})`)
      }
      if (results.length === 0) throw new Error(`No valid Lighthouse run for ${route}`)
      const median = computeMedianRun(results as never) as unknown as Result
      version = median.lighthouseVersion
      const row = summarize(route, median, results)
      rows.push(row)
      console.log(
        `${route}  ${CATEGORIES.map(id => row.scores[id]).join("/")}  TBT ${ms(row.tbt)} (${tbts(results).map(Math.round).join(", ")})  CLS ${row.cls}`,
      )
    }
  } finally {
    chrome.kill()
    server.kill("SIGTERM")
  }

  const chromiumVersion = spawnSync(CHROMIUM, ["--version"], { encoding: "utf8" }).stdout.trim()
  const benchmarkIndexes = rows.map(row => Math.round(row.benchmarkIndex)).sort((a, b) => a - b)
  const notesFile = path.join(ROOT, "bench", "notes.md")
  const markdown = `# Banc d’essai (\`npm run bench\`)

Mesuré le ${new Date().toISOString().slice(0, 10)} par \`scripts/bench.ts\` : Lighthouse ${version}, réglages mobiles par défaut
(téléphone de milieu de gamme simulé, processeur ralenti 4 fois, réseau 4G lente), ${RUNS} passage(s) par route dont on garde
la médiane, sur le site servi par nginx avec la configuration de production (\`deploy/nginx/\`, compression et en-têtes compris).
Machine : ${os.cpus().length} cœurs, charge moyenne ${loadAverage.toFixed(1)} au départ, ${chromiumVersion}, Node ${process.version} ;
indice de performance du processeur mesuré par Lighthouse (« benchmarkIndex ») : ${benchmarkIndexes[0]} à ${benchmarkIndexes.at(-1)}.

## Build

| Build | Durée |
| --- | --: |
| à froid (après \`gatsby clean\` : images recalculées) | ${cold === null ? "non mesuré" : `${cold.toFixed(1)} s`} |
| à chaud (caches remplis) | ${warm === null ? "non mesuré" : `${warm.toFixed(1)} s`} |

## Pages

${table(rows)}

Octets transférés (compressés). « dont JS du site » : la part du JavaScript que les cartes de source attribuent à \`src/\`,
au taux de compression de son fichier ; le reste est le runtime de Gatsby et React.

## Objectifs

${targets(rows)}
${existsSync(notesFile) ? `\n${readFileSync(notesFile, "utf8").trim()}\n` : ""}`
  writeFileSync(path.join(ROOT, "bench", "RESULTS.md"), markdown)
  console.log(`\n${table(rows)}\n\n${targets(rows)}\n\nÉcrit dans bench/RESULTS.md`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
