/**
 * Pages: Lighthouse, mobile defaults, on every route of the site and on the floor's page; the
 * JavaScript each page downloads counted apart (bench/shipped-js.ts). The report: bench/page-report.ts.
 */
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tooling/chromium"
import { documentSetupBlockingTime, type LongTask } from "./blocking-time"
import { kb, ms } from "./figures"
import { pageReport } from "./page-report"
import type { Section } from "./section"
import type { Target } from "./servers"
import { shippedJs } from "./shipped-js"

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

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const

export interface Measure {
  scores: Record<string, number>
  fcp: number
  lcp: number
  /** The LCP element is an image (the LCP ≈ FCP target is for text pages). */
  lcpImage: boolean
  tbt: number
  /** The part of TBT from the document's set-up, a task the page has no say in (bench/blocking-time.ts). */
  tbtSetup: number
  cls: number
  totalBytes: number
  /** The scripts the page downloads, tapped once, compressed (bench/shipped-js.ts). */
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
    jsBytes: NaN, // measured apart: bench/shipped-js.ts
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

/** What the report's header says of the Lighthouse runs. */
export const lighthouseRuns = { version: "", benchmarkIndexes: [] as number[] }

/**
 * Lighthouse on every route of the site and on the floor's page, `runs` times, the floor measured
 * first in each run: a route's ratios compare it with the floor of the same run.
 */
export const pages: Section = {
  title: "Pages",
  async measure({ runs, site, floor, serve }) {
    const { default: lighthouse } = await import("lighthouse")
    const { launch } = await import("chrome-launcher")
    const urls = { site: await serve(site), plancher: await serve(floor) }
    const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS] })
    const measures = new Map<string, Measure[]>()
    const urlOf = (target: Target, route: string) => `${urls[target.name as "site"]}${route}`
    const once = async (target: Target, route: string) => {
      // A run can fail under load (no first paint seen in time): it is tried again, twice at most.
      for (let attempt = 0; attempt < 3; attempt++) {
        const lhr = (await lighthouse(urlOf(target, route), { port: chrome.port, output: "json", logLevel: "error" }))
          ?.lhr
        if (lhr && !lhr.runtimeError && lhr.audits["first-contentful-paint"]?.numericValue !== undefined) {
          lighthouseRuns.version = lhr.lighthouseVersion
          return measureOf(lhr as unknown as Result)
        }
        console.warn(`${target.name} ${route} : passage écarté (${lhr?.runtimeError?.code ?? "pas de résultat"})`)
      }
      throw new Error(`Aucun passage valable de Lighthouse pour ${target.name} ${route}`)
    }
    const targets = [[floor, "/"], ...site.routes.map(route => [site, route])] as [Target, string][]
    const js = await shippedJs(targets.map(([target, route]) => urlOf(target, route)))
    try {
      for (let run = 1; run <= runs; run++) {
        for (const [target, route] of targets) {
          const measure = { ...(await once(target, route)), jsBytes: js.get(urlOf(target, route)) ?? NaN }
          const key = `${target.name} ${route}`
          measures.set(key, [...(measures.get(key) ?? []), measure])
          lighthouseRuns.benchmarkIndexes.push(measure.benchmarkIndex)
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
