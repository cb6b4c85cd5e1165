import { runInNewContext } from "node:vm"
import { ACTIVITY_EVENTS, deferredSources, deferScripts } from "../../../src/build/defer-scripts"
import { HYDRATION_START } from "../../../src/utils/hydration-start"

const page = (scripts: string) =>
  `<!DOCTYPE html><html><body><div id="___gatsby"><p>Texte</p></div><script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>${scripts}</body></html>`
const tags =
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>'
const SCRIPTS = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]

const inlineOf = (html: string) => /<script id="gatsby-deferred-scripts">([^<]+)<\/script><\/body>/.exec(html)![1]

type Listener = (event: unknown) => void
/** An element as the loader sees it: its properties, and where it was appended. */
type Added = Record<string, unknown> & { tag: string; parent?: string }
interface Image {
  complete: boolean
  naturalWidth: number
  currentSrc: string
}

type Observed = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void

/** Runs the loader against stand-ins for the window and the document; returns what it did. */
function runLoader(images: Image[] = [], paintTiming = true) {
  const added: Added[] = []
  const listeners = { window: new Map<string, Listener[]>(), document: new Map<string, Listener[]>() }
  const target = (map: Map<string, Listener[]>) => ({
    addEventListener: (type: string, listener: Listener) => map.set(type, [...(map.get(type) ?? []), listener]),
    removeEventListener: (type: string, listener: Listener) =>
      map.set(
        type,
        (map.get(type) ?? []).filter(other => other !== listener),
      ),
  })
  class HTMLImageElement {}
  const window = target(listeners.window)
  const document = {
    ...target(listeners.document),
    images,
    createElement: (tag: string): Added => ({ tag }),
    body: { appendChild: (element: Added) => added.push({ ...element, parent: "body" }) },
    head: { appendChild: (element: Added) => added.push({ ...element, parent: "head" }) },
  }
  const later: { observed?: Observed; frames: (() => void)[]; timers: (() => void)[] } = { frames: [], timers: [] }
  const PerformanceObserver = class {
    static supportedEntryTypes = paintTiming ? ["paint", "navigation"] : ["navigation"]
    constructor(callback: Observed) {
      later.observed = callback
    }
    observe() {}
  }
  runInNewContext(inlineOf(deferScripts(page(tags))), {
    window: { ...window, PerformanceObserver },
    document,
    HTMLImageElement,
    PerformanceObserver,
    requestAnimationFrame: (callback: () => void) => later.frames.push(callback),
    setTimeout: (callback: () => void) => later.timers.push(callback),
  })
  /** The frame after the first contentful paint, as the Paint Timing API reports it. */
  const paint = () => {
    later.observed?.({ getEntriesByName: () => [] }, { disconnect: () => {} }) // first-paint only: not yet
    expect(later.frames).toHaveLength(paintTiming ? 0 : 1)
    later.observed?.(
      { getEntriesByName: name => (name === "first-contentful-paint" ? [{}] : []) },
      { disconnect: () => {} },
    )
    later.frames.forEach(frame => frame())
    later.timers.forEach(timer => timer())
  }
  const fire = (on: "window" | "document", type: string, event: unknown = {}) =>
    [...(listeners[on].get(type) ?? [])].forEach(listener => listener(event))
  const scripts = () => added.filter(element => element.tag === "script").map(element => element.src)
  return { added, scripts, fire, paint, listeners, HTMLImageElement }
}

describe("deferScripts", () => {
  it("replaces Gatsby's script tags with one inline loader of the same scripts, in order", () => {
    const html = deferScripts(page(tags))
    expect(html).not.toMatch(/<script src=/)
    expect(html).toContain('<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>')
    expect(deferredSources(html)).toEqual(SCRIPTS)
  })

  const prefetches = SCRIPTS.map(href => ({ tag: "link", rel: "prefetch", as: "script", href, parent: "head" }))

  it("runs nothing on arrival; after the first contentful paint, prefetches the scripts without running them", () => {
    const { added, paint } = runLoader()
    expect(added).toEqual([])
    paint()
    expect(added).toEqual(prefetches)
  })

  it("without the Paint Timing API, prefetches them after the next frame", () => {
    const { added, paint } = runLoader([], false)
    expect(added).toEqual([])
    paint()
    expect(added).toEqual(prefetches)
  })

  it.each(ACTIVITY_EVENTS)("runs the scripts, once and in order, at the first %s", type => {
    const { added, scripts, fire, paint, listeners } = runLoader()
    fire("window", type)
    expect(scripts()).toEqual(SCRIPTS)
    for (const other of ACTIVITY_EVENTS) expect(listeners.window.get(other)).toEqual([])
    fire("window", type)
    paint() // nothing left to prefetch once they run
    expect(added.map(element => element.src)).toEqual(SCRIPTS)
  })

  it("clicks again, once React listens, the last button clicked before", () => {
    const { scripts, fire } = runLoader()
    const clicks: string[] = []
    const button = (name: string) => ({ isConnected: true, click: () => clicks.push(name) })
    const menu = button("menu")
    fire("window", "click", { target: { closest: () => null } }) // a click beside any button
    expect(scripts()).toEqual([])
    fire("window", "click", { target: { closest: (selector: string) => (selector === "button" ? menu : null) } })
    expect(scripts()).toEqual(SCRIPTS)
    expect(clicks).toEqual([])
    fire("document", HYDRATION_START)
    expect(clicks).toEqual(["menu"])
    fire("window", "click", { target: { closest: () => menu } }) // React handles the next ones itself
    fire("document", HYDRATION_START)
    expect(clicks).toEqual(["menu"])
  })

  it("runs the scripts when an image has failed already, or fails later (a diagram is hidden then)", () => {
    const failed = { complete: true, naturalWidth: 0, currentSrc: "/static/schema.avif" }
    const placeholder = { complete: true, naturalWidth: 0, currentSrc: "data:image/svg+xml,%3Csvg%3E" }
    const waiting = { complete: false, naturalWidth: 0, currentSrc: "" }
    expect(runLoader([failed]).scripts()).toEqual(SCRIPTS)
    const loader = runLoader([placeholder, waiting])
    expect(loader.scripts()).toEqual([])
    loader.fire("window", "error", { target: {} }) // a script's error, say
    expect(loader.scripts()).toEqual([])
    loader.fire("window", "error", { target: new loader.HTMLImageElement() })
    expect(loader.scripts()).toEqual(SCRIPTS)
  })

  it("leaves a page without Gatsby's scripts, or already rewritten, as it is", () => {
    const once = deferScripts(page(tags))
    expect(deferScripts(once)).toBe(once)
    // An earlier build's loader (the scripts after the first paint) is brought up to date.
    const earlier = once.replace(/<script id="gatsby-deferred-scripts">[^<]*<\/script>/, () => {
      return `<script id="gatsby-deferred-scripts">(function(s){})(${JSON.stringify(SCRIPTS)})</script>`
    })
    expect(deferredSources(earlier)).toEqual(SCRIPTS)
    expect(deferScripts(earlier)).toBe(once)
    expect(deferScripts(page(""))).toBe(page(""))
  })
})
