import { startTransition, type ReactElement } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { HYDRATION_START } from "./utils/hydration-start"

/**
 * Gatsby hydrates the page as an urgent update, which React does in one piece: a long task on a slow
 * phone. Started as a transition, the same hydration is interruptible: React works in slices of a few
 * milliseconds and lets the browser handle input in between (bench/notes.md, « TBT »). A click that
 * arrives before the end hydrates its target at once, so nothing is lost. A container without server
 * HTML (`gatsby develop`, its loading indicator) is rendered, as Gatsby's own renderer does.
 * Gatsby ignores the return value in production; `gatsby develop` calls it to unmount.
 * Once React's root listens, the page's script loader is told: it clicks again a button clicked
 * before (src/build/defer-scripts.ts).
 */
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  if (!container.hasChildNodes()) {
    const root = createRoot(container)
    root.render(element)
    return () => root.unmount()
  }
  let unmount = () => {}
  startTransition(() => {
    const root = hydrateRoot(container, element)
    unmount = () => root.unmount()
  })
  document.dispatchEvent(new Event(HYDRATION_START))
  return unmount
}
