import * as React from "react"

/** The template that holds Gatsby's scripts until the page has painted once. */
export const SCRIPTS_TEMPLATE_ID = "gatsby-scripts"

/**
 * Gatsby 5 writes its scripts once for all pages, as a slice it stitches into each page. The id is
 * Gatsby's internal (cache-dir/static-entry.js): a build that does not find it fails (see below).
 */
export const SCRIPTS_SLICE = "_gatsby-scripts"

/**
 * Appends the template's copy to the page once the browser reports its first contentful paint: the
 * moment the text is on screen, which comes a frame or more after the main thread painted it (a
 * `requestAnimationFrame` callback, then a task, still came 40 ms before it in Lighthouse's trace).
 * A browser without paint timing waits for the frame only. A copy of a template's `<script>` runs
 * when it enters the document: the parser never prepared it.
 * Serialised into an inline script, so it must use nothing from outside itself; the CSP hashes it
 * like Gatsby's own inline scripts (plugins/deploy-files/deploy-files.ts).
 */
export function runScriptsAfterFirstPaint(win: Window & typeof globalThis, templateId: string) {
  const run = () => {
    const template = win.document.getElementById(templateId)
    if (template instanceof win.HTMLTemplateElement) {
      template.remove()
      win.document.body.append(win.document.importNode(template.content, true))
    }
  }
  // Optional chaining: older browsers have neither.
  if (win.PerformanceObserver?.supportedEntryTypes?.includes("paint"))
    new win.PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return
      observer.disconnect()
      win.setTimeout(run)
    }).observe({ type: "paint", buffered: true })
  else win.requestAnimationFrame(() => win.setTimeout(run))
}

const isScriptsSlice = (node: React.ReactNode) =>
  React.isValidElement<{ sliceId?: unknown }>(node) && node.props.sliceId === SCRIPTS_SLICE

/**
 * Gatsby ends each page with its chunk mapping and `<script src async>` for its runtime, React and
 * the page's code. The browser asks for them while it reads the HTML and runs them as they come, on a
 * fast network before the first paint: Lighthouse's simulation of a slow phone then counts their
 * download and evaluation in the largest paint of a page whose largest element is a paragraph already
 * in the HTML (README.md). Gatsby's slice of scripts is kept whole in a `<template>`
 * (inert: nothing is fetched or run) and appended after the first paint: the scripts still start at
 * once, without waiting for the visitor, and every interaction works before them by the platform
 * (README.md, « Interactions par la plateforme »). Used by `onPreRenderHTML` (./gatsby-ssr.tsx); Gatsby stitches the
 * slice into the template itself. `gatsby develop` has no such slice: the components are left alone. A
 * production build (`required`) without it throws: Gatsby changed its internal, and the scripts would
 * otherwise run before the first paint again without anyone seeing it.
 */
export function scriptsAfterFirstPaint(components: React.ReactNode[], required = false): React.ReactNode[] {
  if (!components.some(isScriptsSlice)) {
    if (required)
      throw new Error(
        `plugins/scripts-after-first-paint : la tranche de scripts « ${SCRIPTS_SLICE} » de Gatsby est absente de la page ` +
          "(Gatsby a changé cet interne) ; ses scripts partiraient avant la première peinture",
      )
    return components
  }
  return components.flatMap((node): React.ReactNode[] =>
    isScriptsSlice(node)
      ? [
          <template key={SCRIPTS_TEMPLATE_ID} id={SCRIPTS_TEMPLATE_ID}>
            {node}
          </template>,
          <script
            key={`${SCRIPTS_TEMPLATE_ID}-after-first-paint`}
            dangerouslySetInnerHTML={{
              __html: `(${runScriptsAfterFirstPaint.toString()})(window, ${JSON.stringify(SCRIPTS_TEMPLATE_ID)})`,
            }}
          />,
        ]
      : [node],
  )
}
