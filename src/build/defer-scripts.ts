/*
 * Gatsby's scripts, requested once the page has painted (bench/notes.md, « LCP »).
 *
 * Gatsby ends each page with `<script src=… async>` for its runtime, React and the app. Fetched and run
 * while the page is still being parsed, they land before the first paint on a fast connection, and
 * Lighthouse then counts the largest text as waiting for them: LCP about twice FCP, though the text is
 * in the HTML. The page needs no script to be read; the tags become one inline loader that adds the
 * same scripts, in the same order, right after the first contentful paint. A tab opened in the
 * background paints, and so hydrates, when it is first shown.
 */
import { readFile, writeFile } from "node:fs/promises"

/** Gatsby's own tags, as its webpack stats plugin writes them into every page. */
const GATSBY_SCRIPTS = /(?:<script src="[^"<>]+\.js" async><\/script>)+/

// The frame after the first contentful paint (as the Paint Timing API reports it; without that API, the
// next frame): the loader runs once the parser has reached the end of the page, and a long page may
// have painted its first part before, its largest text after. Not `load`: on a page this small it comes
// before the first paint.
const loader = (sources: string[]) =>
  `(function(s){var d=0;function l(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;document.body.appendChild(e)})}` +
  `function f(){requestAnimationFrame(function(){setTimeout(l)})}` +
  `if(window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0)` +
  `new PerformanceObserver(function(t,o){if(t.getEntriesByName("first-contentful-paint").length){o.disconnect();f()}}).observe({type:"paint",buffered:true});` +
  `else f()})(${JSON.stringify(sources)})`

const ID = "gatsby-deferred-scripts"
/** The loader a previous build wrote: a cached build may keep a page's HTML as it was. */
const LOADER = new RegExp(`<script id="${ID}">[^<]*</script>`)

/** The scripts a page's loader adds, so that checks of a build's references see them (scripts/releases.ts). */
export function deferredSources(html: string) {
  const tags = LOADER.exec(html)?.[0]
  return tags ? (JSON.parse(/\)\((\[.*\])\)<\/script>$/.exec(tags)?.[1] ?? "[]") as string[]) : []
}

/** The page with Gatsby's script tags (or an earlier loader) replaced by the loader. */
export function deferScripts(html: string) {
  const tags = GATSBY_SCRIPTS.exec(html)?.[0] ?? LOADER.exec(html)?.[0]
  if (!tags) return html
  const sources = tags.startsWith(`<script id="${ID}">`)
    ? deferredSources(tags)
    : [...tags.matchAll(/src="([^"]+)"/g)].map(([, source]) => source)
  return html.replace(tags, () => `<script id="${ID}">${loader(sources)}</script>`)
}

export async function deferScriptsInPages(pages: string[]) {
  let changed = 0
  for (const page of pages) {
    const html = await readFile(page, "utf8")
    const deferred = deferScripts(html)
    if (deferred !== html) {
      await writeFile(page, deferred)
      changed++
    }
  }
  return changed
}
