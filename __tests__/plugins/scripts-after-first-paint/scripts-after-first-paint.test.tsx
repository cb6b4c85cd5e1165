import * as React from "react"
import {
  runScriptsAfterFirstPaint,
  scriptsAfterFirstPaint,
  SCRIPTS_SLICE,
  SCRIPTS_TEMPLATE_ID,
} from "../../../plugins/scripts-after-first-paint/scripts-after-first-paint"

// Gatsby's slice of scripts as `onPreRenderHTML` gets it: an element with its slice's id.
const Slice = ({ sliceId }: { sliceId: string }) => <i data-slice={sliceId} />

// The Node build of the server renderer: jsdom lacks the TextEncoder its browser build needs.
const { renderToStaticMarkup } = jest.requireActual<typeof import("react-dom/server")>("react-dom/server.node")
const html = (nodes: React.ReactNode[]) => renderToStaticMarkup(<>{nodes}</>)

describe("scriptsAfterFirstPaint", () => {
  const loader = <script key="loader" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: "1" }} />

  it("keeps Gatsby's scripts slice whole in an inert template, followed by the script that appends it", () => {
    const out = html(scriptsAfterFirstPaint([loader, <Slice key="s" sliceId="_gatsby-scripts" />]))
    expect(out).toMatch(
      new RegExp(
        `^<script id="gatsby-script-loader">1</script><template id="${SCRIPTS_TEMPLATE_ID}"><i data-slice="_gatsby-scripts"></i></template><script>\\(function runScriptsAfterFirstPaint`,
      ),
    )
  })

  it("leaves the components alone when there is no scripts slice", () => {
    const components = [loader, <Slice key="s" sliceId="other" />]
    expect(scriptsAfterFirstPaint(components)).toBe(components)
  })

  it("fails a production build whose pages lack the slice: Gatsby's internal id changed", () => {
    expect(() => scriptsAfterFirstPaint([loader, <Slice key="s" sliceId="_gatsby-scripts-v6" />], true)).toThrow(
      SCRIPTS_SLICE,
    )
    expect(html(scriptsAfterFirstPaint([loader, <Slice key="s" sliceId={SCRIPTS_SLICE} />], true))).toContain(
      `<template id="${SCRIPTS_TEMPLATE_ID}">`,
    )
  })
})

describe("runScriptsAfterFirstPaint", () => {
  let observers: { callback: PerformanceObserverCallback; disconnected: boolean; self: PerformanceObserver }[]
  let timers: (() => void)[]
  let frames: (() => void)[]

  // A window whose paint timing, frames and timers the test drives.
  function fakeWindow(paintTiming: boolean) {
    class FakeObserver {
      static supportedEntryTypes = paintTiming ? ["paint", "resource"] : ["resource"]
      record = { callback: (() => {}) as PerformanceObserverCallback, disconnected: false, self: this as never }
      constructor(callback: PerformanceObserverCallback) {
        this.record.callback = callback
        observers.push(this.record)
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true
      }
    }
    return {
      document,
      HTMLTemplateElement,
      PerformanceObserver: FakeObserver,
      setTimeout: (fn: () => void) => timers.push(fn),
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
    } as unknown as Window & typeof globalThis
  }
  const paint = (...names: string[]) =>
    observers[0].callback(
      { getEntriesByName: (name: string) => (names.includes(name) ? [{ name }] : []) } as PerformanceObserverEntryList,
      observers[0].self,
    )
  const appended = () => [...document.body.querySelectorAll(":scope > script")].map(s => s.getAttribute("src"))

  beforeEach(() => {
    observers = []
    timers = []
    frames = []
    document.body.innerHTML = `<p>texte</p><template id="${SCRIPTS_TEMPLATE_ID}"><script src="/app.js" async></script></template>`
  })

  it("appends the template's scripts in the task after the first contentful paint, once", () => {
    runScriptsAfterFirstPaint(fakeWindow(true), SCRIPTS_TEMPLATE_ID)
    paint("first-paint")
    expect(timers).toHaveLength(0)
    paint("first-paint", "first-contentful-paint")
    expect(observers[0].disconnected).toBe(true)
    expect(appended()).toEqual([])
    timers.forEach(run => run())
    expect(appended()).toEqual(["/app.js"])
    expect(document.getElementById(SCRIPTS_TEMPLATE_ID)).toBeNull()
  })

  it("without paint timing, appends them in the task after the next frame", () => {
    runScriptsAfterFirstPaint(fakeWindow(false), SCRIPTS_TEMPLATE_ID)
    expect(observers).toHaveLength(0)
    frames.forEach(frame => frame())
    expect(appended()).toEqual([])
    timers.forEach(run => run())
    expect(appended()).toEqual(["/app.js"])
  })
})
