/** The first tap's figures, from what bench/first-tap/harness.js recorded in the page. */

export interface EventEntry {
  name: string
  startTime: number
  duration: number
  interactionId: number
}

export interface FrameEntry {
  startTime: number
  duration: number
  renderStart: number
}

export interface TapRecord {
  touch: number | null
  frame: number | null
  rendered: number | null
  shown: number | null
  timedOut: boolean
  events: EventEntry[]
  frames: FrameEntry[]
}

/** Long Animation Frames reports the frames longer than this (https://w3c.github.io/long-animation-frames/). */
export const LONG_FRAME_MS = 50

/**
 * Where the frame that shows the answer ends: the end of its long-animation-frame entry, the one whose
 * rendering holds the animation-frame callback that saw the answer. A frame without an entry was under
 * 50 ms long, so it ended within 50 ms of that callback, and no later than the message posted from it
 * (which may also wait behind other tasks): the earlier of the two bounds.
 */
export function frameEnd({ rendered, shown, frames }: Pick<TapRecord, "rendered" | "shown" | "frames">) {
  if (rendered === null || shown === null) return null
  const frame = frames.find(
    entry => entry.renderStart > 0 && entry.renderStart <= rendered && rendered <= entry.startTime + entry.duration,
  )
  return frame ? frame.startTime + frame.duration : Math.min(shown, rendered + LONG_FRAME_MS)
}

export interface TapResult {
  /** From the touch to the end of the frame that shows the answer, in ms. */
  tapToFrame: number
  /**
   * The longest Event Timing duration among the interaction's events (what INP would count for this
   * tap); null when none reached the 16 ms threshold of the observer.
   */
  eventTiming: number | null
}

/** The figures of one tap, or a French message saying why there are none. */
export function tapResult(record: TapRecord): TapResult | string {
  if (record.touch === null) return "le toucher n’a pas atteint l’élément mesuré"
  if (record.timedOut) return "la réponse ne s’est pas affichée dans les 10 s"
  const shown = frameEnd(record)
  if (shown === null || record.frame === null)
    return "la réponse ne s’est pas affichée pendant l’attente du banc (20 s)"
  const touch = record.touch
  // The interaction's events start with the touch (a pointerdown's startTime is its timeStamp) and
  // before the answer shows; events of other interactions carry another interactionId, or none.
  const interaction = record.events.filter(
    entry => entry.interactionId > 0 && entry.startTime >= touch - 1 && entry.startTime <= shown,
  )
  return {
    tapToFrame: shown - touch,
    eventTiming: interaction.length ? Math.max(...interaction.map(entry => entry.duration)) : null,
  }
}

/** The Event Timing figure for statistics: below the observer's threshold counts as the threshold. */
export const EVENT_THRESHOLD_MS = 16
export const eventTimingValue = (result: TapResult) => result.eventTiming ?? EVENT_THRESHOLD_MS
