/** The attribute that marks a diagram's figure and names it in the failure's log. */
export const DIAGRAM_ATTRIBUTE = "data-diagram"

/**
 * A diagram whose image fails to load is hidden and the failure logged (docs/architecture.md,
 * « Contenu absent »), at once, whether or not the scripts have run. `error` does not bubble: it is
 * caught on its way down, on `document`, by a listener the page's head adds before any image loads.
 * The figure is hidden, not removed, so that React's hydration finds the markup it rendered.
 * Serialised into an inline script (gatsby-ssr.tsx), so it must use nothing from outside itself;
 * the CSP hashes it like Gatsby's own inline scripts (plugins/deploy-files/deploy-files.ts).
 */
export function watchDiagramFailures(doc: Document) {
  doc.addEventListener(
    "error",
    event => {
      const img = event.target
      if (!(img instanceof HTMLImageElement)) return
      const figure = img.closest("[data-diagram]")
      if (!(figure instanceof HTMLElement) || figure.hidden) return
      figure.hidden = true
      console.error(`Image du schéma « ${figure.dataset.diagram} » non chargée : ${img.currentSrc || img.src}`)
    },
    true,
  )
}

/** The inline script's text. */
export const diagramFailureScript = () => `(${watchDiagramFailures.toString()})(document)`
