/**
 * The first tap (issue 21): from the touch to the frame that shows the answer, on Chromium as a
 * 375 px touch screen with the processor slowed 4 times, for the menu, a section and a diagram,
 * 2 s after the page's load and 300 ms after it (while the scripts are still starting); beside a
 * reference page that uses the bare native elements (bench/first-tap/reference/), and the same markup
 * in a bare Gatsby page (the floor's second page, bench/floor/), in the same run: what the stack's own
 * scripts cost at the first tap.
 * The in-page half of the measurement: bench/first-tap/harness.js; the method and its limits:
 * bench/notes.md, « Premier toucher ».
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { chromium, type Browser, type Page } from "playwright-core"
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tooling/chromium"
import { waitUntil } from "../tooling/wait-until"
import { markdownTable, median, ms, ratios, show, spread, times } from "./figures"
import { eventTimingValue, tapResult, type TapRecord, type TapResult } from "./first-tap-result"
import type { Check, Section } from "./section"
import type { Target } from "./servers"

const HARNESS = readFileSync(path.join(__dirname, "first-tap", "harness.js"), "utf8")
const CPU_SLOWDOWN = 4
const TARGET_MS = 100
const SCREEN = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true }

interface Interaction {
  id: string
  label: string
  /** The site's route; the reference has all three on its one page. */
  route: string
  /** The tapped element, as the platform marks it (issue 21's contract) or as the ARIA version did. */
  opener: string
  index: number
  /** The section to open first, by a tap, when the opener is inside it. */
  section?: number
}

const SECTION_OPENER = "details[name] > summary, main button[aria-expanded][aria-controls]"
export const INTERACTIONS: Interaction[] = [
  {
    id: "menu",
    label: "bouton du menu, `/`",
    route: "/",
    opener: "header button[popovertarget]:not([popovertargetaction=hide]), header button[aria-controls]",
    index: 0,
  },
  {
    id: "section",
    label: "« Objectif… », `/processus-verification`",
    route: "/processus-verification",
    opener: SECTION_OPENER,
    index: 1,
  },
  {
    id: "diagram",
    label: "schéma, `/processus-verification`",
    route: "/processus-verification",
    opener: 'button[commandfor][command="show-modal"], button[aria-haspopup="dialog"]',
    index: 0,
    section: 1,
  },
]

export const TIMINGS = [
  { id: "late", label: "2 s après le chargement", delay: 2000 },
  { id: "early", label: "300 ms après le chargement", delay: 300 },
]

const routeOf = (target: Target, interaction: Interaction) =>
  target.tapPage ?? (target.routes.includes(interaction.route) ? interaction.route : "/")

type Box = { x: number; y: number; width: number; height: number }
const centre = (box: Box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 })

/**
 * The opener's place in the document, read on an unhurried page: reading it in the measured page
 * would wait for its busy main thread.
 */
async function placeOf(page: Page, selector: string, index: number, what: string) {
  const box = await page.locator(selector).nth(index).boundingBox()
  if (!box) throw new Error(`${page.url()} : ${what} introuvable (${selector})`)
  return { ...box, y: box.y + (await page.evaluate<number>("scrollY")) }
}

/**
 * Polls an expression in the measured page with plain evaluations until it is truthy. Playwright's
 * locators and `waitForFunction` would add its injected script to the page, with capture listeners
 * on the window (touchstart, pointerdown, click…, not passive) that run during the tap, on the site
 * and the reference alike; a visitor's phone has none. Measured: no difference beyond the noise
 * (bench/notes.md, « Premier toucher »), but the page measured is the page served.
 */
async function poll<T>(page: Page, expression: string, timeoutMs: number): Promise<T | null> {
  const last: { value: T | null } = { value: null }
  await waitUntil(async () => Boolean((last.value = await page.evaluate<T | null>(expression))), { timeoutMs })
  return last.value || null
}

/** The first visible element the selector finds, scrolled into view if it is not, and its box. */
const visibleBox = (selector: string) => `(() => {
  const element = [...document.querySelectorAll(${JSON.stringify(selector)})].find(found => found.checkVisibility())
  if (!element) return null
  element.scrollIntoViewIfNeeded(true)
  const { x, y, width, height } = element.getBoundingClientRect()
  return { x, y, width, height }
})()`

/**
 * Scrolls the opener to the upper part of the screen by script (not by a gesture: the deferred
 * loader took a touch or a wheel for the visitor's first action), and says where it is on screen
 * and how long after the load event the page let the script run.
 */
async function bringIntoView(page: Page, place: Box) {
  const { scrolled, sinceLoad } = await page.evaluate<{ scrolled: number; sinceLoad: number }>(
    `(scrollTo(0, ${Math.max(0, Math.round(place.y - 200))}), {
      scrolled: scrollY,
      sinceLoad: performance.now() - performance.getEntriesByType("navigation")[0].loadEventStart,
    })`,
  )
  return { box: { ...place, y: place.y - scrolled }, sinceLoad }
}

async function tapOnce(browser: Browser, url: string, interaction: Interaction, delay: number, place: Box) {
  const context = await browser.newContext(SCREEN)
  try {
    await context.addInitScript({
      content: `var FIRST_TAP_OPENER = ${JSON.stringify(interaction.opener)};\n${HARNESS}`,
    })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN })
    await page.goto(url, { waitUntil: "load" })
    let tapAt: Box
    if (interaction.section === undefined) {
      const { box, sinceLoad } = await bringIntoView(page, place)
      tapAt = box
      // The delay counts from the load event, whatever the scroll's script waited for.
      await page.waitForTimeout(Math.max(0, delay - sinceLoad))
    } else {
      // The diagram is in a closed section: opened by a tap 2 s after the load, then the measured tap
      // comes `delay` after the section shows (bench/notes.md).
      const { box: section } = await bringIntoView(page, place)
      await page.waitForTimeout(2000)
      await page.touchscreen.tap(centre(section).x, centre(section).y)
      const box = await poll<Box>(page, visibleBox(interaction.opener), 15_000)
      if (!box) throw new Error(`${url} : élément à toucher introuvable (${interaction.opener})`)
      tapAt = box
      await page.waitForTimeout(delay)
    }
    await page.touchscreen.tap(centre(tapAt).x, centre(tapAt).y)
    await poll(page, "window.__firstTap.shown !== null || window.__firstTap.timedOut", 20_000)
    // Event Timing entries are delivered after the frame that ends the interaction.
    await page.waitForTimeout(500)
    return tapResult(await page.evaluate<TapRecord>("window.__firstTap"))
  } finally {
    await context.close()
  }
}

/** `withFloor: false` (--against): only the site and the build in the reference's place are tapped. */
export const firstTap = (tapRuns: number, { withFloor = true } = {}): Section => ({
  title: "Premier toucher",
  async measure({ site, floor, reference, serve }) {
    const targets = withFloor ? [reference, floor, site] : [reference, site]
    const urls = new Map<Target, string>()
    for (const target of targets) urls.set(target, await serve(target))
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
    const results = new Map<string, TapResult[]>()
    const failures: string[] = []
    try {
      // Where each opener is, per target (not throttled: nothing is measured there).
      const places = new Map<string, Box>()
      for (const target of targets)
        for (const interaction of INTERACTIONS) {
          const context = await browser.newContext(SCREEN)
          const page = await context.newPage()
          await page.goto(`${urls.get(target)}${routeOf(target, interaction)}`, { waitUntil: "load" })
          // The diagram's measured tap comes after its section's: that one's place is what is needed first.
          const [selector, index] =
            interaction.section === undefined
              ? [interaction.opener, interaction.index]
              : [SECTION_OPENER, interaction.section]
          places.set(`${target.name} ${interaction.id}`, await placeOf(page, selector, index, interaction.label))
          await context.close()
        }
      for (let run = 1; run <= tapRuns; run++)
        for (const interaction of INTERACTIONS)
          for (const timing of TIMINGS)
            for (const target of targets) {
              const url = `${urls.get(target)}${routeOf(target, interaction)}`
              const key = `${target.name} ${interaction.id} ${timing.id}`
              const place = places.get(`${target.name} ${interaction.id}`)
              if (!place) throw new Error(`${key} : place inconnue`)
              const result = await tapOnce(browser, url, interaction, timing.delay, place)
              if (typeof result === "string") {
                failures.push(`${target.name}, ${interaction.label}, ${timing.label}, passage ${run} : ${result}`)
                console.warn(`toucher ${run}/${tapRuns} ${key} : ${result}`)
                continue
              }
              results.set(key, [...(results.get(key) ?? []), result])
              console.log(
                `toucher ${run}/${tapRuns} ${key} : ${ms(result.tapToFrame)} (Event Timing ${result.eventTiming === null ? "< 16 ms" : ms(result.eventTiming)})`,
              )
            }
    } finally {
      await browser.close()
    }
    return firstTapReport(results, failures, site, reference, withFloor ? floor : null)
  },
})

const eventCell = (values: number[]) =>
  values.length ? show(spread(values), value => (value <= 16 ? "≤ 16 ms" : ms(value))) : "—"

function firstTapReport(
  results: Map<string, TapResult[]>,
  failures: string[],
  site: Target,
  reference: Target,
  floor: Target | null,
) {
  const rows: string[][] = []
  const slow: string[] = []
  for (const interaction of INTERACTIONS)
    for (const timing of TIMINGS) {
      const of = (target: Target | null) =>
        (target && results.get(`${target.name} ${interaction.id} ${timing.id}`)) || []
      const [ours, bare, stack] = [of(site), of(reference), of(floor)]
      const tap = (list: TapResult[]) => list.map(result => result.tapToFrame)
      const cell = (list: TapResult[]) => (list.length ? show(spread(tap(list)), ms) : "—")
      rows.push([
        `${interaction.label}, ${timing.label}`,
        cell(ours),
        cell(bare),
        ...(floor ? [cell(stack)] : []),
        ours.length && bare.length ? show(ratios(tap(ours), tap(bare)), times) : "—",
        eventCell(ours.map(eventTimingValue)),
        eventCell(bare.map(eventTimingValue)),
      ])
      if (!ours.length || median(tap(ours)) > TARGET_MS)
        slow.push(
          `${interaction.label}, ${timing.label} : ${ours.length ? ms(median(tap(ours))) : "aucune mesure"}` +
            (floor && stack.length ? ` (${floor.name} : ${ms(median(tap(stack)))})` : ""),
        )
    }
  const checks: Check[] = [
    {
      ok: slow.length === 0,
      text: `premier toucher : médiane ≤ ${TARGET_MS} ms (processeur ralenti ${CPU_SLOWDOWN} fois), pour chaque élément et chaque moment`,
      details: slow,
    },
    { ok: failures.length === 0, text: "premier toucher : chaque toucher a eu sa réponse", details: failures },
  ]
  const floorText = floor
    ? ` ; « ${floor.name} » : les mêmes éléments dans une page Gatsby nue (\`bench/floor/\`, sa seconde page), ses scripts compris`
    : ""
  const markdown = `Du toucher à la fin de l’image qui montre la réponse : médiane (min.–max.) sur les passages. Chromium en écran
tactile de ${SCREEN.viewport.width} px, processeur ralenti ${CPU_SLOWDOWN} fois, chaque passage dans un profil neuf (cache vide),
les pages servies par nginx avec la configuration de production ; « ${reference.name} » : ${reference.description ?? reference.publicDir}${floorText}. « Event Timing » :
la plus longue durée des événements de l’interaction, celle que compterait l’INP (« ≤ 16 ms » : sous le seuil de
l’observateur). Méthode et limites : \`bench/notes.md\`, « Premier toucher ».

${markdownTable(
  [
    "Premier toucher",
    `${site.name}`,
    `${reference.name}`,
    ...(floor ? [`${floor.name}`] : []),
    `${site.name} / ${reference.name}`,
    `Event Timing, ${site.name}`,
    `Event Timing, ${reference.name}`,
  ],
  rows,
)}`
  return { markdown, checks }
}
