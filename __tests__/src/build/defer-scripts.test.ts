import { runInNewContext } from "node:vm"
import { deferScripts } from "../../../src/build/defer-scripts"

const page = (scripts: string) =>
  `<!DOCTYPE html><html><body><div id="___gatsby"><p>Texte</p></div><script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>${scripts}</body></html>`
const tags =
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>'

describe("deferScripts", () => {
  it("replaces Gatsby's script tags with one inline loader of the same scripts, in order", () => {
    const html = deferScripts(page(tags))
    expect(html).not.toMatch(/<script src=/)
    expect(html).toContain('<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>')
    const inline = /<script id="gatsby-deferred-scripts">([^<]+)<\/script><\/body>/.exec(html)?.[1] ?? ""
    expect(inline).toContain('["/webpack-runtime-1.js","/framework-2.js","/app-3.js"]')
  })

  const inlineOf = (html: string) => /<script id="gatsby-deferred-scripts">([^<]+)<\/script><\/body>/.exec(html)![1]
  type Observed = (
    list: { getEntriesByName: (name: string) => unknown[] },
    observer: { disconnect: () => void },
  ) => void

  /** Runs the loader with stand-ins for the browser's APIs; returns the scripts it added and its callbacks. */
  function runLoader(paintTiming: boolean) {
    const added: string[] = []
    const callbacks: { observed?: Observed; timers: (() => void)[]; frames: (() => void)[] } = {
      timers: [],
      frames: [],
    }
    const Observer = class {
      static supportedEntryTypes = paintTiming ? ["paint", "navigation"] : ["navigation"]
      constructor(callback: Observed) {
        callbacks.observed = callback
      }
      observe() {}
    }
    runInNewContext(inlineOf(deferScripts(page(tags))), {
      window: { PerformanceObserver: Observer },
      document: {
        createElement: () => ({}),
        body: { appendChild: (script: { src: string }) => added.push(script.src) },
      },
      PerformanceObserver: Observer,
      requestAnimationFrame: (callback: () => void) => callbacks.frames.push(callback),
      setTimeout: (callback: () => void) => callbacks.timers.push(callback),
    })
    return { added, callbacks }
  }

  it("adds the scripts in the frame after the first contentful paint, not before", () => {
    const { added, callbacks } = runLoader(true)
    expect(added).toEqual([])
    callbacks.observed!({ getEntriesByName: () => [] }, { disconnect: () => {} }) // first-paint only: not yet
    expect(callbacks.timers).toHaveLength(0)
    callbacks.observed!(
      { getEntriesByName: name => (name === "first-contentful-paint" ? [{}] : []) },
      { disconnect: () => {} },
    )
    expect(callbacks.timers).toHaveLength(0)
    callbacks.frames.forEach(frame => frame())
    expect(added).toEqual([])
    callbacks.timers.forEach(timer => timer())
    expect(added).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])
  })

  it("without the Paint Timing API, adds them after the next frame", () => {
    const { added, callbacks } = runLoader(false)
    expect(callbacks.observed).toBeUndefined()
    callbacks.frames.forEach(frame => frame())
    expect(added).toEqual([])
    callbacks.timers.forEach(timer => timer())
    expect(added).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])
  })

  it("leaves a page without Gatsby's scripts, or already rewritten, as it is", () => {
    const once = deferScripts(page(tags))
    expect(deferScripts(once)).toBe(once)
    const earlier = once.replace(/setTimeout\(l\)/g, "l()")
    expect(deferScripts(earlier)).toBe(once) // an earlier build's loader is brought up to date
    expect(deferScripts(page(""))).toBe(page(""))
  })
})
