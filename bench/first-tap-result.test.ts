/**
 * @jest-environment node
 */
import { eventTimingValue, frameEnd, tapResult, type EventEntry, type TapRecord } from "./first-tap-result"

const entry = (name: string, startTime: number, duration: number, interactionId = 7): EventEntry => ({
  name,
  startTime,
  duration,
  interactionId,
})
const record = (over: Partial<TapRecord> = {}): TapRecord => ({
  touch: 1000,
  frame: 1040,
  rendered: 1045,
  shown: 1062.5,
  timedOut: false,
  events: [],
  frames: [],
  ...over,
})

test("the tap lasts from the touch to the end of the frame that shows the answer", () => {
  expect(tapResult(record())).toEqual({ tapToFrame: 62.5, eventTiming: null })
})

test("the frame ends where its long-animation-frame entry ends, not when a message posted from it ran", () => {
  const frames = [
    { startTime: 900, duration: 80, renderStart: 960 },
    { startTime: 1010, duration: 90, renderStart: 1042 },
  ]
  expect(frameEnd({ rendered: 1045, shown: 1190, frames })).toBe(1100)
  expect(tapResult(record({ shown: 1190, frames }))).toEqual({ tapToFrame: 100, eventTiming: null })
})

test("a frame too short for an entry ends within 50 ms of its callback, or at the message if that came first", () => {
  const earlier = [{ startTime: 900, duration: 80, renderStart: 960 }]
  expect(frameEnd({ rendered: 1045, shown: 1190, frames: earlier })).toBe(1095)
  expect(frameEnd({ rendered: 1045, shown: 1062.5, frames: [] })).toBe(1062.5)
  // An entry whose rendering had not started (renderStart 0) is a long task, not the answer's frame.
  expect(frameEnd({ rendered: 1045, shown: 1190, frames: [{ startTime: 1000, duration: 200, renderStart: 0 }] })).toBe(
    1095,
  )
})

test("Event Timing keeps the longest event of the interaction, not other interactions' nor hover events", () => {
  const events = [
    entry("pointerdown", 1000, 24),
    entry("pointerover", 1000, 200, 0),
    entry("click", 1000.2, 56),
    entry("keydown", 400, 300, 3),
    entry("click", 2000, 400, 9),
  ]
  expect(tapResult(record({ events }))).toEqual({ tapToFrame: 62.5, eventTiming: 56 })
})

test("a tap whose events stayed under the observer's threshold counts as the threshold", () => {
  const result = tapResult(record())
  if (typeof result === "string") throw new Error(result)
  expect(eventTimingValue(result)).toBe(16)
  expect(eventTimingValue({ ...result, eventTiming: 48 })).toBe(48)
})

test("a tap that missed its element, or whose answer never showed, gives a French reason instead of figures", () => {
  expect(tapResult(record({ touch: null }))).toMatch(/n’a pas atteint/)
  expect(tapResult(record({ timedOut: true, shown: null }))).toMatch(/10 s/)
  expect(tapResult(record({ shown: null }))).toMatch(/pendant l’attente/)
  expect(tapResult(record({ rendered: null }))).toMatch(/pendant l’attente/)
})
