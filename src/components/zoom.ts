/** The zoom of the enlarged diagram: a factor of its fitted size, kept within these bounds. */
export const MIN_ZOOM = 0.5
export const MAX_ZOOM = 4
/** One press of +, − or a zoom button. */
export const ZOOM_STEP = 1.25

export const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom))

/**
 * The factor one wheel event applies. Continuous rather than a fixed step, so that a touchpad's
 * many small deltas zoom as smoothly as a mouse's notches (about ±20 % per notch of 100 px).
 */
export function wheelFactor(deltaY: number, deltaMode = 0): number {
  const pixels = deltaMode === 1 ? deltaY * 16 : deltaMode === 2 ? deltaY * 400 : deltaY
  return Math.exp(-pixels * 0.002)
}

/** The zoom a key asks for, or null for a key that is not a zoom key. */
export function zoomForKey(key: string, zoom: number): number | null {
  switch (key) {
    case "+":
    case "=":
      return clampZoom(zoom * ZOOM_STEP)
    case "-":
    case "−":
    case "_":
      return clampZoom(zoom / ZOOM_STEP)
    case "0":
      return 1
    default:
      return null
  }
}
