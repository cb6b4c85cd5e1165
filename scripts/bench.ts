/*
 * `npm run bench`: the site measured against a floor, a bare one-page Gatsby site with one image
 * (bench/floor/, same Gatsby, React and sharp from the project's node_modules), in the same run, on
 * the same machine: every figure is printed as a ratio to the floor's, with min, median and max over
 * the runs, then in absolute terms. Written to bench/RESULTS.md; how to read it: bench/notes.md.
 *
 *   BENCH_RUNS=3        runs of everything (builds, and Lighthouse on every route); 1 to iterate quickly
 *   BENCH_PORT=9010     where nginx serves the site; the floor gets the next port
 *   --no-build          measure the existing builds without timing builds
 *
 * The benchmark is a list of sections (SECTIONS, at the end): each measures one thing and returns
 * its Markdown and the targets it checks. Adding a measurement is adding a section.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { readFile } from "node:fs/promises"
import { createConnection } from "node:net"
import os from "node:os"
import path from "node:path"
import { routes } from "../e2e/routes"
import { documentSetupBlockingTime, type LongTask } from "./blocking-time"
import { CHROMIUM_FLAGS, CHROMIUM_PATH as CHROMIUM } from "./chromium"
import {
  collectInline,
  contentSecurityPolicy,
  htmlPages,
  renderNginxCsp,
  type InlineSources,
} from "../src/build/deploy-files"
import { formatFigures, measurePublishUnderLoad } from "./publish-load"
import { shippedJs } from "./shipped-js"
import { secondRelease } from "./second-release"

const ROOT = path.resolve(__dirname, "..")
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3))
const PORT = Number(process.env.BENCH_PORT ?? 9010)
const GATSBY_CLI = require.resolve("gatsby/cli.js", { paths: [ROOT] })
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS]

// ---------------------------------------------------------------------------------------------
// The two sites, and what sections share

interface Target {
  name: string
  dir: string
  routes: string[]
  port: number
  /** The CSP nginx sends with this build. */
  cspConf: () => string
}

const SITE: Target = {
  name: "site",
  dir: ROOT,
  routes: routes.map(({ route }) => route),
  port: PORT,
  cspConf: () => path.join(ROOT, "deploy", "nginx", "csp.conf"),
}

/** The floor gets the site's server configuration too, with a CSP hashed from its own inline scripts. */
const FLOOR: Target = {
  name: "plancher",
  dir: path.join(ROOT, "bench", "floor"),
  routes: ["/"],
  port: PORT + 1,
  cspConf: () => path.join(ROOT, ".e2e", "floor-csp.conf"),
}

async function writeFloorCsp() {
  const inline: InlineSources = { scripts: new Set(), styles: new Set() }
  for (const page of await htmlPages(path.join(FLOOR.dir, "public")))
    collectInline(await readFile(page, "utf8"), inline)
  mkdirSync(path.dirname(FLOOR.cspConf()), { recursive: true })
  writeFileSync(FLOOR.cspConf(), renderNginxCsp(contentSecurityPolicy(inline)))
}

interface Check {
  ok: boolean
  text: string
  details?: string[]
}

interface SectionResult {
  markdown: string
  checks: Check[]
}

interface Bench {
  runs: number
  site: Target
  floor: Target
  /** The address where nginx serves a target's public/, started on first use and stopped at the end. */
  serve: (target: Target) => Promise<string>
}

interface Section {
  title: string
  measure: (bench: Bench) => Promise<SectionResult>
}

// ---------------------------------------------------------------------------------------------
// Figures: min, median and max; ratios to the floor run by run

interface Spread {
  min: number
  median: number
  max: number
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const spread = (values: number[]): Spread => ({
  min: Math.min(...values),
  median: median(values),
  max: Math.max(...values),
})

/** Ratios of paired runs (run i of the site over run i of the floor): both saw the same machine load. */
const ratios = (site: number[], floor: number[]) => spread(site.map((value, i) => value / floor[i % floor.length]))

const fixed = (digits: number) => (value: number) => (Number.isFinite(value) ? value.toFixed(digits) : "—")
const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)} ×` : "—")
const seconds = (value: number) => `${value.toFixed(1)} s`
const ms = (value: number) => `${Math.round(value)} ms`
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} Ko`
const show = (values: Spread, format: (value: number) => string) =>
  values.min === values.max
    ? format(values.median)
    : `${format(values.median)} (${format(values.min)}–${format(values.max)})`

function markdownTable(head: string[], rows: string[][], align = head.map((_, i) => (i === 0 ? "---" : "--:"))) {
  return [head, align, ...rows].map(cells => `| ${cells.join(" | ")} |`).join("\n")
}

// ---------------------------------------------------------------------------------------------
// Builds

const clock = (text: string) => {
  const [, minutes, secs] = /(\d+)m([\d.]+)s/.exec(text) ?? []
  return Number(minutes) * 60 + Number(secs)
}

/**
 * One gatsby command in the target's folder: its wall time, and the processor time it and its
 * workers used (bash's `times`), steadier than the wall time when other work shares the machine.
 */
function gatsby(target: Target, args: string[]) {
  const started = performance.now()
  const result = spawnSync(
    "bash",
    ["-c", '"$@"; status=$?; times >&2; exit $status', "gatsby", process.execPath, GATSBY_CLI, ...args],
    {
      cwd: target.dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  const wall = (performance.now() - started) / 1000
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr)
    throw new Error(`gatsby ${args.join(" ")} failed in ${target.dir}`)
  }
  const children = result.stderr.trim().split("\n").at(-1) ?? ""
  const cpu = children
    .split(/\s+/)
    .map(clock)
    .reduce((sum, value) => sum + value, 0)
  return { wall, cpu }
}

/**
 * Cold: after `gatsby clean` (every image made again). Cached: the next build, with .cache/ and
 * public/ kept and the content unchanged, as a CI that restores Gatsby's cache sees it. The floor
 * and the site alternate within each run, so that both see the same load.
 */
const builds: Section = {
  title: "Builds",
  async measure({ runs, site, floor }) {
    type Times = { wall: number[]; cpu: number[] }
    const empty = () => ({ cold: { wall: [], cpu: [] } as Times, cached: { wall: [], cpu: [] } as Times })
    const measured = { site: empty(), plancher: empty() }
    for (let run = 1; run <= runs; run++) {
      for (const target of [floor, site]) {
        gatsby(target, ["clean"])
        const cold = gatsby(target, ["build"])
        const cached = gatsby(target, ["build"])
        const into = measured[target.name as "site"]
        for (const [kind, time] of [
          ["cold", cold],
          ["cached", cached],
        ] as const) {
          into[kind].wall.push(time.wall)
          into[kind].cpu.push(time.cpu)
        }
        console.log(
          `build ${run}/${runs} ${target.name} : à froid ${seconds(cold.wall)} (processeur ${seconds(cold.cpu)}), avec cache ${seconds(cached.wall)} (processeur ${seconds(cached.cpu)})`,
        )
      }
    }
    await writeFloorCsp()
    const [s, f] = [measured.site, measured.plancher]
    const coldRatio = ratios(s.cold.wall, f.cold.wall)
    const cachedRatio = ratios(s.cached.wall, f.cached.wall)
    const siteSpeedup = ratios(s.cold.wall, s.cached.wall)
    const row = (label: string, kind: "cold" | "cached") => [
      label,
      show(ratios(s[kind].wall, f[kind].wall), times),
      show(ratios(s[kind].cpu, f[kind].cpu), times),
      show(spread(s[kind].wall), seconds),
      show(spread(f[kind].wall), seconds),
      show(spread(s[kind].cpu), seconds),
      show(spread(f[kind].cpu), seconds),
    ]
    const markdown = `${markdownTable(
      [
        "Build",
        "site / plancher",
        "idem, temps processeur",
        "site",
        "plancher",
        "site, processeur",
        "plancher, processeur",
      ],
      [
        row("à froid (après `gatsby clean` : images refaites)", "cold"),
        row("avec le cache de Gatsby, contenu inchangé", "cached"),
      ],
    )}

Gain du cache (à froid / avec cache) : site ${show(siteSpeedup, times)}, plancher ${show(ratios(f.cold.wall, f.cached.wall), times)}.
Durées : temps écoulé ; « processeur » : temps utilisateur et système de Gatsby et de ses processus (sharp compris).`
    return {
      markdown,
      checks: [
        {
          ok: coldRatio.median <= 2,
          text: `build à froid ≤ 2 × celui du plancher (médiane : ${times(coldRatio.median)})`,
        },
        {
          ok: cachedRatio.median <= 1.3,
          text: `build avec cache ≤ 1,3 × celui du plancher (médiane : ${times(cachedRatio.median)})`,
        },
        {
          ok: siteSpeedup.median >= 3,
          text: `build avec cache au moins 3 fois plus rapide qu’à froid (médiane : ${times(siteSpeedup.median)})`,
        },
      ],
    }
  },
}

// ---------------------------------------------------------------------------------------------
// Pages: Lighthouse, mobile defaults

// The parts of Lighthouse's result read here.
interface Audit {
  id: string
  title: string
  score: number | null
  numericValue?: number
  displayValue?: string
  details?: { items?: Record<string, unknown>[] }
}
interface Result {
  categories: Record<string, { title: string; score: number | null; auditRefs: { id: string; weight: number }[] }>
  audits: Record<string, Audit>
  environment: { benchmarkIndex: number }
  lighthouseVersion: string
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const

interface Measure {
  scores: Record<string, number>
  fcp: number
  lcp: number
  /** The LCP element is an image (the LCP ≈ FCP target is for text pages). */
  lcpImage: boolean
  tbt: number
  /** The part of TBT from the document's set-up, a task the page has no say in (scripts/blocking-time.ts). */
  tbtSetup: number
  cls: number
  totalBytes: number
  /** The scripts the page runs once the visitor has acted, compressed (scripts/shipped-js.ts). */
  jsBytes: number
  imageBytes: number
  fontRequests: number
  responsiveImages: boolean
  modernImages: boolean
  misses: string[]
  benchmarkIndex: number
}

const items = (audit: Audit | undefined) => audit?.details?.items ?? []

function measureOf(result: Result): Measure {
  const audit = (id: string) => result.audits[id]
  const summary = new Map(items(audit("resource-summary")).map(item => [item.resourceType as string, item]))
  const bytes = (type: string) => (summary.get(type)?.transferSize as number) ?? 0
  const lcpElement = JSON.stringify(items(audit("largest-contentful-paint-element"))[0] ?? {})
  return {
    scores: Object.fromEntries(CATEGORIES.map(id => [id, Math.round((result.categories[id].score ?? 0) * 100)])),
    fcp: audit("first-contentful-paint").numericValue ?? NaN,
    lcp: audit("largest-contentful-paint").numericValue ?? NaN,
    lcpImage: /"nodeName":"IMG"|<img/i.test(lcpElement),
    tbt: audit("total-blocking-time").numericValue ?? NaN,
    tbtSetup: documentSetupBlockingTime(
      items(audit("long-tasks")) as unknown as LongTask[],
      audit("first-contentful-paint").numericValue ?? NaN,
      audit("total-blocking-time").numericValue ?? NaN,
    ),
    cls: audit("cumulative-layout-shift").numericValue ?? NaN,
    totalBytes: bytes("total"),
    jsBytes: NaN, // measured apart: scripts/shipped-js.ts
    imageBytes: bytes("image"),
    fontRequests: (summary.get("font")?.requestCount as number) ?? 0,
    responsiveImages: audit("uses-responsive-images").score === 1 && audit("image-size-responsive").score !== 0,
    modernImages: audit("modern-image-formats").score === 1,
    misses: CATEGORIES.flatMap(id => {
      const category = result.categories[id]
      return category.auditRefs
        .filter(ref => ref.weight > 0 && (audit(ref.id)?.score ?? 1) < 1)
        .map(
          ref =>
            `${category.title} : ${audit(ref.id).title}${audit(ref.id).displayValue ? ` (${audit(ref.id).displayValue})` : ""}`,
        )
    }),
    benchmarkIndex: result.environment.benchmarkIndex,
  }
}

let lighthouseVersion = ""
const benchmarkIndexes: number[] = []

/**
 * Lighthouse on every route of the site and on the floor's page, `runs` times, the floor measured
 * first in each run: a route's ratios compare it with the floor of the same run.
 */
const pages: Section = {
  title: "Pages",
  async measure({ runs, site, floor, serve }) {
    const { default: lighthouse } = await import("lighthouse")
    const { launch } = await import("chrome-launcher")
    const urls = { site: await serve(site), plancher: await serve(floor) }
    const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS })
    const measures = new Map<string, Measure[]>()
    const once = async (target: Target, route: string) => {
      // A run can fail under load (no first paint seen in time): it is tried again, twice at most.
      for (let attempt = 0; attempt < 3; attempt++) {
        const lhr = (
          await lighthouse(`${urls[target.name as "site"]}${route}`, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
          })
        )?.lhr
        if (lhr && !lhr.runtimeError && lhr.audits["first-contentful-paint"]?.numericValue !== undefined) {
          lighthouseVersion = lhr.lighthouseVersion
          return measureOf(lhr as unknown as Result)
        }
        console.warn(`${target.name} ${route} : passage écarté (${lhr?.runtimeError?.code ?? "pas de résultat"})`)
      }
      throw new Error(`No valid Lighthouse run for ${target.name} ${route}`)
    }
    const targets = [[floor, "/"], ...site.routes.map(route => [site, route])] as [Target, string][]
    const urlOf = (target: Target, route: string) => `${urls[target.name as "site"]}${route}`
    const js = await shippedJs(targets.map(([target, route]) => urlOf(target, route)))
    try {
      for (let run = 1; run <= runs; run++) {
        for (const [target, route] of targets) {
          const measure = { ...(await once(target, route)), jsBytes: js.get(urlOf(target, route)) ?? NaN }
          const key = `${target.name} ${route}`
          measures.set(key, [...(measures.get(key) ?? []), measure])
          benchmarkIndexes.push(measure.benchmarkIndex)
          console.log(
            `${run}/${runs} ${key}  perf ${measure.scores.performance}  FCP ${ms(measure.fcp)}  LCP ${ms(measure.lcp)}  TBT ${ms(measure.tbt)}  JS ${kb(measure.jsBytes)}`,
          )
        }
      }
    } finally {
      chrome.kill()
    }
    return pageReport(
      measures.get("plancher /") ?? [],
      site.routes.map(route => [route, measures.get(`site ${route}`) ?? []]),
    )
  },
}

function pageReport(floor: Measure[], rows: [string, Measure[]][]): SectionResult {
  const of = (list: Measure[], pick: (measure: Measure) => number) => list.map(pick)
  const fig = {
    tbt: (m: Measure) => m.tbt,
    tbtSetup: (m: Measure) => m.tbtSetup,
    fcp: (m: Measure) => m.fcp,
    lcp: (m: Measure) => m.lcp,
    js: (m: Measure) => m.jsBytes,
    total: (m: Measure) => m.totalBytes,
    lcpOverFcp: (m: Measure) => m.lcp / m.fcp,
  }
  const ratioCells = (list: Measure[]) => [
    show(ratios(of(list, fig.js), of(floor, fig.js)), times),
    show(ratios(of(list, fig.total), of(floor, fig.total)), times),
    show(ratios(of(list, fig.fcp), of(floor, fig.fcp)), times),
    show(ratios(of(list, fig.lcp), of(floor, fig.lcp)), times),
    // A TBT of 0 on the floor makes its ratio infinite: shown as « — », the absolute table has it.
    show(ratios(of(list, fig.tbt), of(floor, fig.tbt)), times),
  ]
  const ratioTable = markdownTable(
    ["Route", "JS (compressé)", "Total transféré", "FCP", "LCP", "TBT"],
    rows.map(([route, list]) => [`\`${route}\``, ...ratioCells(list)]),
  )
  const absolute = (name: string, list: Measure[]) => [
    name,
    show(spread(list.map(m => m.scores.performance)), String),
    show(spread(of(list, fig.fcp)), ms),
    show(spread(of(list, fig.lcp)), ms),
    show(spread(of(list, fig.lcpOverFcp)), fixed(2)),
    show(spread(of(list, fig.tbt)), ms),
    show(spread(of(list, fig.tbtSetup)), ms),
    show(spread(list.map(m => m.cls)), fixed(3)),
    show(spread(of(list, fig.js)), kb),
    show(spread(of(list, fig.total)), kb),
    show(spread(list.map(m => m.imageBytes)), kb),
  ]
  const absoluteTable = markdownTable(
    [
      "Page",
      "Perf.",
      "FCP",
      "LCP",
      "LCP / FCP",
      "TBT",
      "dont mise en place",
      "CLS",
      "JS (compressé)",
      "Total",
      "Images",
    ],
    [absolute("plancher `/`", floor), ...rows.map(([route, list]) => absolute(`\`${route}\``, list))],
  )
  const markdown = `Rapport au plancher, page par page et passage par passage : médiane (min.–max.).

${ratioTable}

Valeurs : médiane (min.–max.) sur les passages ; octets transférés, compressés. « JS » : les scripts que la page exécute
une fois que le visiteur a bougé le pointeur, à leur taille gzip (\`scripts/shipped-js.ts\`) : Lighthouse ne voit pas ceux
que le site n’exécute qu’à la première action du visiteur. « dont mise en place » : la part estimée du TBT due à la mise en
place du document par Chromium (création du contexte JavaScript qu’impose l’outil de mesure), une tâche que toute page
a, le plancher compris, et dont la durée suit la charge de la machine (\`scripts/blocking-time.ts\`, \`bench/notes.md\`).

${absoluteTable}`

  const all = rows.flatMap(([route, list]) => list.map(measure => ({ route, measure })))
  const checks: Check[] = []
  const tbtHigh = rows.filter(([, list]) => median(of(list, fig.tbt)) > 20)
  checks.push({
    ok: tbtHigh.length === 0,
    text: "TBT médian ≤ 20 ms sur chaque route",
    details: [
      ...tbtHigh.map(
        ([route, list]) =>
          `\`${route}\` : ${ms(median(of(list, fig.tbt)))}, dont ${ms(median(of(list, fig.tbtSetup)))} de mise en place du document (médiane)`,
      ),
      ...(tbtHigh.length ? [`pour comparaison, le plancher : ${ms(median(of(floor, fig.tbt)))}`] : []),
    ],
  })
  // The same runtime (Gatsby, React) on a bare page: what the site adds to the blocking time.
  const tbtAboveFloor = rows.filter(([, list]) => ratios(of(list, fig.tbt), of(floor, fig.tbt)).median > 1)
  checks.push({
    ok: tbtAboveFloor.length === 0,
    text: "TBT médian au plus celui du plancher, sur chaque route (rapport passage par passage)",
    details: tbtAboveFloor.map(
      ([route, list]) => `\`${route}\` : ${times(ratios(of(list, fig.tbt), of(floor, fig.tbt)).median)}`,
    ),
  })
  const below = all.filter(({ measure }) => measure.scores.performance < 100)
  checks.push({
    ok: below.length === 0,
    text: "performance 100 sur chaque route, à chaque passage",
    details: below.map(
      ({ route, measure }) =>
        `\`${route}\` : ${measure.scores.performance} — ${measure.misses.filter(miss => miss.startsWith("Perf")).join(" ; ")}`,
    ),
  })
  const lateLcp = rows.filter(([, list]) => list.some(m => !m.lcpImage) && median(of(list, fig.lcpOverFcp)) > 1.1)
  checks.push({
    ok: lateLcp.length === 0,
    text: "pages de texte : LCP à moins de 10 % du FCP (médiane)",
    details: lateLcp.map(([route, list]) => `\`${route}\` : LCP / FCP = ${fixed(2)(median(of(list, fig.lcpOverFcp)))}`),
  })
  const heavy = rows.filter(([, list]) => ratios(of(list, fig.js), of(floor, fig.js)).max > 1)
  checks.push({
    ok: heavy.length === 0,
    text: `aucune page n’exécute plus de JavaScript que le plancher (${kb(median(of(floor, fig.js)))})`,
    details: heavy.map(([route, list]) => `\`${route}\` : ${kb(Math.max(...of(list, fig.js)))}`),
  })
  const otherCategories = all.filter(({ measure }) =>
    CATEGORIES.some(id => id !== "performance" && measure.scores[id] < 100),
  )
  checks.push({
    ok: otherCategories.length === 0,
    text: "100 en accessibilité, bonnes pratiques et SEO, sur chaque route",
    details: [
      ...new Set(
        otherCategories.flatMap(({ route, measure }) =>
          measure.misses.filter(miss => !miss.startsWith("Perf")).map(miss => `\`${route}\` — ${miss}`),
        ),
      ),
    ],
  })
  const shifting = all.filter(({ measure }) => measure.cls > 0)
  checks.push({
    ok: shifting.length === 0,
    text: "CLS 0",
    details: [...new Set(shifting.map(({ route }) => `\`${route}\``))],
  })
  const oversized = all.filter(({ measure }) => !measure.responsiveImages || !measure.modernImages)
  checks.push({
    ok: oversized.length === 0,
    text: "aucune image plus grande qu’affichée, formats AVIF/WebP (audits « uses-responsive-images », « image-size-responsive », « modern-image-formats »)",
    details: [...new Set(oversized.map(({ route }) => `\`${route}\``))],
  })
  const fonts = all.filter(({ measure }) => measure.fontRequests > 0)
  checks.push({
    ok: fonts.length === 0,
    text: "polices système : aucun fichier de police téléchargé",
    details: [...new Set(fonts.map(({ route }) => `\`${route}\``))],
  })
  return { markdown, checks }
}

// ---------------------------------------------------------------------------------------------
// The run

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

/**
 * Publishing a second release (content and code changed) while autocannon loads nginx on loopback,
 * bounded in requests and time (README.md, « Publication »). It needs the site's public/.
 */
const publication: Section = {
  title: "Publication sous charge",
  async measure() {
    const port = Number(process.env.BENCH_LOAD_PORT ?? 9093)
    const figures = await measurePublishUnderLoad({
      first: path.join(SITE.dir, "public"),
      second: secondRelease(),
      port,
    })
    console.log(formatFigures(figures))
    const head = [
      "requêtes",
      "erreurs",
      "p50",
      "p99",
      "p99 pendant la bascule",
      "bascule",
      "pages vérifiées",
      "pages cassées",
    ]
    const row = [
      String(figures.requests),
      String(figures.errors),
      `${figures.p50Ms} ms`,
      `${figures.p99Ms} ms`,
      `${figures.p99DuringSwitchMs} ms`,
      `${figures.switchMs} ms`,
      String(figures.pagesChecked),
      String(figures.brokenPages.length),
    ]
    return {
      markdown: markdownTable(head, [row]),
      checks: [
        {
          ok: figures.errors === 0 && figures.brokenPages.length === 0,
          text: `publication sous charge : ${figures.errors} erreur(s), ${figures.brokenPages.length} page(s) cassée(s)`,
          details: figures.brokenPages,
        },
      ],
    }
  },
}

/** The measurements, in order. Each one adds a `## title` part to bench/RESULTS.md and its targets. */
const SECTIONS: Section[] = [builds, pages, publication]

async function main() {
  const build = !process.argv.includes("--no-build")
  // `--only=Builds,Publication` measures some sections alone (their titles' first words), to iterate.
  const only = process.argv
    .find(argument => argument.startsWith("--only="))
    ?.slice(7)
    .split(",")
  const sections = (build ? SECTIONS : SECTIONS.filter(section => section !== builds)).filter(
    section => !only || only.some(word => section.title.startsWith(word)),
  )
  if (!build) {
    for (const target of [SITE, FLOOR])
      if (!existsSync(path.join(target.dir, "public", "index.html")))
        throw new Error(`No build in ${target.dir}/public: run without --no-build`)
    await writeFloorCsp()
  }
  const loadAverage = os.loadavg()[0]
  const servers = new Map<Target, { url: string; process: ChildProcess }>()
  const bench: Bench = {
    runs: RUNS,
    site: SITE,
    floor: FLOOR,
    async serve(target) {
      const running = servers.get(target)
      if (running) return running.url
      const server = spawn("bash", ["scripts/serve-nginx.sh", String(target.port)], {
        cwd: ROOT,
        env: { ...process.env, PUBLIC_DIR: path.join(target.dir, "public"), CSP_CONF: target.cspConf() },
        stdio: ["ignore", "ignore", "inherit"],
      })
      const url = `http://127.0.0.1:${target.port}`
      servers.set(target, { url, process: server })
      await waitForPort(target.port)
      return url
    },
  }
  const results: [Section, SectionResult][] = []
  try {
    for (const section of sections) {
      console.log(`\n== ${section.title}`)
      results.push([section, await section.measure(bench)])
    }
  } finally {
    for (const { process: server } of servers.values()) server.kill("SIGTERM")
  }

  const chromiumVersion = spawnSync(CHROMIUM, ["--version"], { encoding: "utf8" }).stdout.trim()
  const indexes = benchmarkIndexes.map(Math.round).sort((a, b) => a - b)
  const checks = results.flatMap(([, result]) => result.checks)
  const checkList = checks
    .flatMap(({ ok, text, details = [] }) => [
      `- ${ok ? "✅" : "❌"} ${text}`,
      ...details.map(detail => `  - ${detail}`),
    ])
    .join("\n")
  const notesFile = path.join(ROOT, "bench", "notes.md")
  const markdown = `# Banc d’essai (\`npm run bench\`)

Mesuré le ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC par \`scripts/bench.ts\`, ${RUNS} passage(s) ${
    build ? "de tout" : "des pages (builds non mesurés : `--no-build`)"
  }, le site
à côté de son plancher (\`bench/floor/\` : une page Gatsby nue avec une image, mêmes versions). Chaque rapport compare
un passage du site au passage du plancher fait juste avant : médiane (min.–max.) sur les passages.
Lighthouse ${lighthouseVersion || "non lancé"}, réglages mobiles par défaut (processeur ralenti 4 fois, 4G lente simulés),
les deux sites servis par nginx avec la configuration de production (\`deploy/nginx/\`).
Machine : ${os.cpus().length} cœurs, charge moyenne ${loadAverage.toFixed(1)} au départ, ${chromiumVersion}, Node ${process.version}${
    indexes.length ? ` ; « benchmarkIndex » de Lighthouse : ${indexes[0]} à ${indexes.at(-1)}` : ""
  }.

## Objectifs

${checkList}

${results.map(([section, result]) => `## ${section.title}\n\n${result.markdown}`).join("\n\n")}
${existsSync(notesFile) ? `\n${readFileSync(notesFile, "utf8").trim()}\n` : ""}`
  writeFileSync(path.join(ROOT, "bench", "RESULTS.md"), markdown)
  console.log(
    `\n${checkList}\n\n${results.map(([section, result]) => `## ${section.title}\n\n${result.markdown}`).join("\n\n")}\n\nÉcrit dans bench/RESULTS.md`,
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
