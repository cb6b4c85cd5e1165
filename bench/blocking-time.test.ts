/**
 * @jest-environment node
 */
import { blockingTime, documentSetupBlockingTime, type LongTask } from "./blocking-time"

// Simulated tasks of the size Lighthouse 12.8 reports on a text page under load.
const setUp: LongTask = { url: "Unattributable", startTime: 770, duration: 171 }
const layout: LongTask = { url: "http://localhost/mentions-legales", startTime: 941, duration: 62 }

test("a task counts its part after the FCP, beyond 50 ms", () => {
  expect(blockingTime(setUp, 812)).toBe(770 + 171 - 812 - 50)
  expect(blockingTime(layout, 812)).toBe(12)
})

test("a task over before the FCP, or short after it, counts nothing", () => {
  expect(blockingTime({ ...setUp, duration: 40 }, 812)).toBe(0)
  expect(blockingTime({ ...layout, duration: 50 }, 812)).toBe(0)
})

test("the document's set-up is the first unattributed task, when it starts before the FCP", () => {
  const later: LongTask = { url: "Unattributable", startTime: 1200, duration: 90 }
  expect(documentSetupBlockingTime([layout, later, setUp], 812, 100)).toBe(79)
  expect(documentSetupBlockingTime([layout, later], 812, 100)).toBe(0)
  expect(documentSetupBlockingTime([], 812, 100)).toBe(0)
})

test("the set-up's share is never more than the TBT Lighthouse reported", () => {
  expect(documentSetupBlockingTime([setUp, layout], 812, 63)).toBe(63)
})
