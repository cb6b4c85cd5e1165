/*
 * Publishing under load (deploy/README.md § Publication): nginx, with the production configuration of
 * deploy/nginx/, serves <dir>/current on loopback while autocannon fetches every page and every file
 * they reference, and a new release is published half-way. Measured: requests, failures (network
 * errors and any status other than 200), latency (p99 overall and around the switch), and a checker
 * that reads pages during the whole run and fetches everything each one references: a page of one
 * release that asks for a file gone with the other, or whose inline scripts the served policy does not
 * allow, counts as broken. Used by releases/e2e/publish-under-load.spec.ts and by the benchmark.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import autocannon from "autocannon"
import { collectInline, cspHash } from "../plugins/deploy-files/deploy-files"
import { inspectBuild, pageReferences, resolveInBuild } from "./build"
import { publish } from "./publish"
import { serveRelease } from "./serve-release"

/** Every page of a build and every file they reference, as addresses. */
export async function addressesOf(buildDir: string) {
  const build = await inspectBuild(buildDir)
  const pages = build.pages.map(
    page => `/${page.replace(/(^|\/)index\.html$/, "$1").replace(/\.html$/, "")}`.replace(/\/$/, "") || "/",
  )
  const assets = new Set<string>()
  for (const page of build.pages) {
    const html = readFileSync(path.join(buildDir, page), "utf8")
    for (const reference of pageReferences(html, "/")) if (resolveInBuild(buildDir, reference)) assets.add(reference)
  }
  return {
    pages: [...new Set(pages)].filter(page => page !== "/404"),
    assets: [...assets].filter(asset => !pages.includes(asset)).sort(),
  }
}

const describe = (error: unknown) => {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause
  return `${error instanceof Error ? error.message : String(error)}${cause ? ` (${cause.code ?? cause.message})` : ""}`
}

/** The p-th percentile (nearest rank), in milliseconds to a tenth. */
const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10
}

export interface PublishLoadFigures {
  requests: number
  /** Network errors, timeouts and responses other than 200. */
  errors: number
  statuses: Record<string, number>
  durationMs: number
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  /** p99 of the responses that started within 500 ms of the publication (from its start to its end). */
  p99DuringSwitchMs: number
  requestsDuringSwitch: number
  switchMs: number
  /** The checker: pages read, with every file they reference fetched, during the run. */
  pagesChecked: number
  brokenPages: string[]
  /** Checker's requests sent again after nginx closed an idle keep-alive connection (reload). */
  keepAliveRetries: number
  /**
   * Load requests written on a keep-alive connection that nginx's old workers were closing during the
   * reload (ECONNRESET or EPIPE between the publication's start and end): a browser sends such a request
   * again (RFC 9110 § 9.2.2), the load generator counts it here. Any other network error is an error.
   */
  keepAliveResets: number
  published: string
}

export interface PublishLoadOptions {
  /** The live release and the one published under load (public/ and a second build). */
  first: string
  second: string
  port: number
  connections?: number
  /** Upper bounds: the run stops at whichever comes first. */
  maxRequests?: number
  maxSeconds?: number
  /** When the publication starts, after the load did. */
  publishAfterMs?: number
  log?: (message: string) => void
}

// Node's fetch may hand a retry another pooled connection that the same reload closed: a page's
// references, fetched together, once all failed twice that way (CI, 2026-11-26). Each failure drops
// its socket from the pool, so a few tries reach a new connection, as a browser's one retry does.
const KEEP_ALIVE_TRIES = 4

/**
 * A GET as a browser does it: when a reused keep-alive connection turns out to be closed by the
 * server (nginx closes its idle connections when it reloads), the request is sent again on a new
 * connection, as browsers do for idempotent requests (RFC 9110 § 9.2.2). Counted, never hidden.
 */
async function get(address: string, retried: { count: number }, tries = KEEP_ALIVE_TRIES): Promise<Response> {
  try {
    return await fetch(address, { signal: AbortSignal.timeout(5_000) })
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code
    if ((code !== "UND_ERR_SOCKET" && code !== "ECONNRESET") || tries <= 1) throw error
    retried.count++
    return get(address, retried, tries - 1)
  }
}

/** Reads pages and everything they reference until `running()` turns false: what a visitor's browser does. */
async function checkPages(url: string, pages: string[], running: () => boolean) {
  const broken: string[] = []
  const retried = { count: 0 }
  let checked = 0
  while (running()) {
    const page = pages[checked % pages.length]
    try {
      const response = await get(`${url}${page}`, retried)
      const html = await response.text()
      const policy = response.headers.get("content-security-policy") ?? ""
      const problems: string[] = []
      if (response.status !== 200) problems.push(`statut ${response.status}`)
      const inline = collectInline(html)
      for (const script of inline.scripts)
        if (!policy.includes(cspHash(script)))
          problems.push(`script en ligne ${cspHash(script)} refusé par la politique servie`)
      const fetched = await Promise.all(
        pageReferences(html, page).map(async reference => {
          try {
            return [reference, String((await get(`${url}${reference}`, retried)).status)] as const
          } catch (error) {
            return [reference, describe(error)] as const
          }
        }),
      )
      for (const [reference, status] of fetched) if (status !== "200") problems.push(`${reference} → ${status}`)
      const build = /___webpackCompilationHash="([0-9a-f]+)"/.exec(html)?.[1] ?? "?"
      if (problems.length > 0) broken.push(`${page} (build ${build}) : ${problems.join(", ")}`)
    } catch (error) {
      broken.push(`${page} : ${describe(error)}`)
    }
    checked++
  }
  return { checked, broken, retried: retried.count }
}

export async function measurePublishUnderLoad(options: PublishLoadOptions): Promise<PublishLoadFigures> {
  const log = options.log ?? console.log
  const { pages, assets } = await addressesOf(options.first)
  const site = mkdtempSync(path.join(tmpdir(), "publish-load-"))
  const nginx = await (async () => {
    await publish(site, { from: options.first, log: () => {} })
    return serveRelease(site, options.port)
  })()
  try {
    const samples: { at: number; latency: number }[] = []
    const statuses: Record<string, number> = {}
    let networkErrors = 0
    let keepAliveResets = 0
    // The publication's window, once it has started (its end: when publish() has returned).
    const reload: { start?: number; end?: number } = {}
    const started = Date.now()
    let finished = false
    let instance: autocannon.Instance | undefined
    const result = new Promise<autocannon.Result>((resolve, reject) => {
      instance = autocannon(
        {
          url: nginx.url,
          connections: options.connections ?? 8,
          amount: options.maxRequests ?? 40_000,
          timeout: 5,
          // Each connection walks through the first release's pages and files: all must stay served.
          requests: [...pages, ...assets].map(address => ({ method: "GET" as const, path: address })),
        },
        (error: unknown, summary) => (error ? reject(new Error(`autocannon : ${describe(error)}`)) : resolve(summary)),
      )
    })
    instance!.on("response", (_client, statusCode, _bytes, responseTime) => {
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1
      samples.push({ at: Date.now() - responseTime, latency: responseTime })
    })
    instance!.on("reqError", (error: unknown) => {
      const code = (error as { code?: string }).code
      const reloading = reload.start !== undefined && (reload.end === undefined || Date.now() <= reload.end)
      if (reloading && (code === "ECONNRESET" || code === "EPIPE")) keepAliveResets++
      else networkErrors++
    })
    // `amount` bounds the requests; this bounds the time (autocannon's `duration` yields to `amount`).
    const timer = setTimeout(() => instance!.stop(), (options.maxSeconds ?? 12) * 1000)
    const done = result.finally(() => {
      finished = true
      clearTimeout(timer)
    })
    const checker = checkPages(nginx.url, pages, () => !finished)

    await new Promise(resolve => setTimeout(resolve, options.publishAfterMs ?? 3_000))
    const switchStart = Date.now()
    reload.start = switchStart
    const outcome = await publish(site, {
      from: options.second,
      reload: nginx.reload,
      nginxPid: nginx.pidFile,
      checkUrl: `${nginx.url}/`,
      log: () => {},
    })
    const switchEnd = Date.now()
    reload.end = switchEnd
    log(`Publication sous charge : ${outcome.message.split("\n")[0]} (${switchEnd - switchStart} ms)`)

    const summary = await done
    const { checked, broken, retried } = await checker
    const durationMs = Date.now() - started
    const around = samples.filter(sample => sample.at >= switchStart - 500 && sample.at <= switchEnd + 500)
    const requests = Object.values(statuses).reduce((sum, count) => sum + count, 0)
    const failed = Object.entries(statuses)
      .filter(([status]) => status !== "200")
      .reduce((sum, [, count]) => sum + count, 0)
    return {
      requests,
      errors: failed + networkErrors + summary.timeouts,
      statuses,
      durationMs,
      requestsPerSecond: Math.round((requests / durationMs) * 1000),
      p50Ms: percentile(
        samples.map(sample => sample.latency),
        50,
      ),
      p99Ms: percentile(
        samples.map(sample => sample.latency),
        99,
      ),
      p99DuringSwitchMs: percentile(
        around.map(sample => sample.latency),
        99,
      ),
      requestsDuringSwitch: around.length,
      switchMs: switchEnd - switchStart,
      pagesChecked: checked,
      brokenPages: broken,
      keepAliveRetries: retried,
      keepAliveResets,
      published: outcome.current,
    }
  } finally {
    await nginx.stop()
    rmSync(site, { recursive: true, force: true })
  }
}

/** The figures as the benchmark and the test print them. */
export const formatFigures = (figures: PublishLoadFigures) =>
  [
    `requêtes : ${figures.requests} en ${(figures.durationMs / 1000).toFixed(1)} s (${figures.requestsPerSecond}/s), statuts ${JSON.stringify(figures.statuses)}`,
    `erreurs (réseau, délai dépassé ou statut ≠ 200) : ${figures.errors} ; connexions keep-alive fermées par le rechargement pendant une requête, que les navigateurs renvoient : ${figures.keepAliveResets}`,
    `latence : p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms ; pendant la bascule (${figures.switchMs} ms, ${figures.requestsDuringSwitch} requêtes) : p99 ${figures.p99DuringSwitchMs} ms`,
    `pages lues avec tout ce qu’elles référencent : ${figures.pagesChecked}, cassées : ${figures.brokenPages.length} (requêtes renvoyées après fermeture d’une connexion keep-alive par le rechargement : ${figures.keepAliveRetries})`,
  ].join("\n")

// `npx tsx releases/publish-load.ts [port]`: the measurement alone, on public/ and the second release.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  import("./second-release")
    .then(({ secondRelease }) =>
      measurePublishUnderLoad({
        first: "public",
        second: secondRelease(),
        port: Number(process.argv[2] ?? process.env.E2E_LOAD_PORT ?? 9092),
      }),
    )
    .then(
      figures => console.log(formatFigures(figures)),
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : String(error))
        process.exit(1)
      },
    )
}
