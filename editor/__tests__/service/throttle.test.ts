/** @jest-environment node */
import { Throttle } from "../../service/throttle"

const WINDOW = 60_000

test("a key is blocked at the limit until its oldest kept failure leaves the window", () => {
  const throttle = new Throttle({ maxFailures: 3, windowMs: WINDOW })
  for (const at of [0, 10, 20]) throttle.fail(["ip:a", "compte:x"], at)
  expect(throttle.blocked(["ip:b", "compte:x"], 30)).toEqual({ key: "compte:x", until: WINDOW })
  expect(throttle.blocked(["ip:a"], WINDOW + 5)).toBeUndefined()
  expect(throttle.blocked(["ip:b", "compte:y"], 30)).toBeUndefined()
})

test("expired keys are dropped: failures spread over time keep the table small", () => {
  const throttle = new Throttle({ maxFailures: 5, windowMs: WINDOW })
  for (let n = 0; n < 1_000; n++) throttle.fail([`ip:${n}`, `compte:${n}`], n * 1_000)
  // Only the keys of the last window (plus the ones since the last sweep) remain.
  expect(throttle.size).toBeLessThanOrEqual(4 * (WINDOW / 1_000))
})

test("random names never hold more than the cap; blocked keys are the last dropped", () => {
  const throttle = new Throttle({ maxFailures: 3, windowMs: WINDOW, capacity: 100 })
  for (const at of [0, 1, 2]) throttle.fail(["compte:claire"], at)
  for (let n = 0; n < 10_000; n++) throttle.fail([`ip:${n}`, `compte:hasard-${n}`], 10)
  expect(throttle.size).toBeLessThanOrEqual(100)
  expect(throttle.blocked(["compte:claire"], 20)).toEqual({ key: "compte:claire", until: WINDOW })
})

test("a key keeps its last maxFailures times only", () => {
  const throttle = new Throttle({ maxFailures: 2, windowMs: WINDOW })
  for (let at = 0; at < 50; at++) throttle.fail(["compte:x"], at)
  expect(throttle.blocked(["compte:x"], 50)).toEqual({ key: "compte:x", until: 48 + WINDOW })
})
