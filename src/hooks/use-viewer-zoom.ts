import * as React from "react"
import { clampZoom, wheelFactor, ZOOM_STEP, zoomForKey } from "../components/zoom"

interface Anchor {
  fx: number
  fy: number
  x: number
  y: number
}

/**
 * The zoom of the enlarged view: the mouse wheel (over the whole dialog), the keys + − 0 and the
 * buttons. A zoom keeps the point under the pointer (or the stage's centre) where it was.
 */
export function useViewerZoom(
  dialog: React.RefObject<HTMLDialogElement>,
  stage: React.RefObject<HTMLElement>,
  image: React.RefObject<HTMLImageElement>,
) {
  const [zoom, setZoom] = React.useState(1)
  const current = React.useRef(1)
  const anchor = React.useRef<Anchor | null>(null)

  const zoomTo = React.useCallback(
    (next: number, at?: { x: number; y: number }) => {
      const img = image.current
      const box = stage.current
      if (img && box && img.getBoundingClientRect().width > 0) {
        const rect = img.getBoundingClientRect()
        const view = box.getBoundingClientRect()
        const x = at?.x ?? view.left + view.width / 2
        const y = at?.y ?? view.top + view.height / 2
        anchor.current = { fx: (x - rect.left) / rect.width, fy: (y - rect.top) / rect.height, x, y }
      }
      current.current = clampZoom(next)
      setZoom(current.current)
    },
    [image, stage],
  )

  // Once the image has its new size, scroll the anchored point back under the pointer.
  React.useLayoutEffect(() => {
    const img = image.current
    const box = stage.current
    const at = anchor.current
    anchor.current = null
    if (!img || !box || !at) return
    const rect = img.getBoundingClientRect()
    box.scrollLeft += rect.left + at.fx * rect.width - at.x
    box.scrollTop += rect.top + at.fy * rect.height - at.y
  }, [zoom, image, stage])

  React.useEffect(() => {
    const element = dialog.current
    if (!element) return
    // React's onWheel listener is passive and cannot keep the page from scrolling; this one can.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault()
      zoomTo(current.current * wheelFactor(event.deltaY, event.deltaMode), { x: event.clientX, y: event.clientY })
    }
    element.addEventListener("wheel", onWheel, { passive: false })
    return () => element.removeEventListener("wheel", onWheel)
  }, [dialog, zoomTo])

  // A newly opened image starts at its fitted size, scrolled to its top left corner.
  const restart = React.useCallback(() => {
    anchor.current = null
    current.current = 1
    setZoom(1)
    const box = stage.current
    if (box) {
      box.scrollLeft = 0
      box.scrollTop = 0
    }
  }, [stage])

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return // leave the browser's own zoom alone
    const next = zoomForKey(event.key, current.current)
    if (next === null) return
    event.preventDefault()
    zoomTo(next)
  }

  return {
    zoom,
    onKeyDown,
    restart,
    zoomIn: () => zoomTo(current.current * ZOOM_STEP),
    zoomOut: () => zoomTo(current.current / ZOOM_STEP),
    reset: () => zoomTo(1),
  }
}
