/*
 * Gatsby's scripts, run when the visitor first needs them (bench/notes.md, « TBT » and « LCP »).
 *
 * Every page is complete in its HTML: it can be read, and its links followed, without a script. The
 * scripts only add what a visitor does on the page: the menu, the accordion, the diagram viewer, and
 * moving between pages without reloading them. Run on arrival, evaluating them and hydrating the page
 * blocks a slow phone's main thread for a few hundred milliseconds, whether or not the visitor does
 * anything (Lighthouse's Total Blocking Time). So Gatsby's `<script async>` tags become one inline
 * loader, which:
 * - fetches the scripts in the frame after the first contentful paint, as a `prefetch` (network only,
 *   nothing run), so that they are in the cache when needed. Not at `load`: on a page this small it
 *   comes before the first paint, and Lighthouse's simulation then counts their download in the LCP;
 * - runs them at the visitor's first sign of activity: a pointer moved or pressed,
 *   a touch, a key, a wheel, the focus entering the page; or when an image fails to load, since a
 *   diagram that failed is hidden by the app (docs/architecture.md);
 * - keeps the last button clicked before React listens (the menu's, say), and clicks it again once
 *   hydration has started (src/hydrate.ts dispatches HYDRATION_START): React then hydrates at once and
 *   handles the click. Links need nothing: before hydration they load the next page as plain links.
 */
import { readFile, writeFile } from "node:fs/promises"
import { HYDRATION_START } from "../utils/hydration-start"

/** Gatsby's own tags, as its webpack stats plugin writes them into every page. */
const GATSBY_SCRIPTS = /(?:<script src="[^"<>]+\.js" async><\/script>)+/

/** What counts as the visitor's first activity (listened to on `window`, capture, passive). */
export const ACTIVITY_EVENTS = ["pointerdown", "pointermove", "keydown", "touchstart", "focusin", "wheel"]

// ES5, inline in every page (and hashed by the CSP): h the hydration event, s the scripts.
const loader = (sources: string[]) =>
  [
    "(function(h,s){",
    "var w=window,d=document,run=0,clicked=null,o={capture:true,passive:true},t=" +
      JSON.stringify(ACTIVITY_EVENTS) +
      ";",
    "function add(tag,props){var e=d.createElement(tag);for(var k in props)e[k]=props[k];return e}",
    "function start(){if(run)return;run=1;t.forEach(function(n){w.removeEventListener(n,start,o)});",
    "s.forEach(function(u){d.body.appendChild(add('script',{src:u}))})}",
    "t.forEach(function(n){w.addEventListener(n,start,o)});",
    "function click(e){var b=e.target&&e.target.closest&&e.target.closest('button');if(b){clicked=b;start()}}",
    "w.addEventListener('click',click,true);",
    "d.addEventListener(h,function(){w.removeEventListener('click',click,true);var b=clicked;clicked=null;if(b&&b.isConnected)b.click()},{once:true});",
    "function broken(i){return i.complete&&i.naturalWidth===0&&!!i.currentSrc&&i.currentSrc.indexOf('data:')!==0}",
    "w.addEventListener('error',function(e){if(e.target instanceof HTMLImageElement)start()},true);",
    "if([].some.call(d.images,broken))start();",
    "function prefetch(){if(!run)s.forEach(function(u){d.head.appendChild(add('link',{rel:'prefetch',as:'script',href:u}))})}",
    "function painted(){requestAnimationFrame(function(){setTimeout(prefetch)})}",
    "if(w.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')>=0)",
    "new PerformanceObserver(function(l,ob){if(l.getEntriesByName('first-contentful-paint').length){ob.disconnect();painted()}}).observe({type:'paint',buffered:true});",
    "else painted()",
    "})(" + JSON.stringify(HYDRATION_START) + "," + JSON.stringify(sources) + ")",
  ].join("")

const ID = "gatsby-deferred-scripts"
/** The loader a previous build wrote: a cached build may keep a page's HTML as it was. */
const LOADER = new RegExp(`<script id="${ID}">[^<]*</script>`)

/** The scripts a page's loader adds, so that checks of a build's references see them (scripts/releases.ts). */
export function deferredSources(html: string) {
  const tags = LOADER.exec(html)?.[0]
  return tags ? (JSON.parse(/[(,](\[[^\]]*\])\)<\/script>$/.exec(tags)?.[1] ?? "[]") as string[]) : []
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
