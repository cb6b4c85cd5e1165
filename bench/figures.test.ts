/**
 * @jest-environment node
 */
import { markdownTable, median, ms, ratios, show, spread, times } from "./figures"

test("the median of an odd count is the middle value, of an even count the mean of the two middle ones", () => {
  expect(median([30, 10, 20])).toBe(20)
  expect(median([40, 10, 30, 20])).toBe(25)
})

test("a spread gives min, median and max without reordering its input", () => {
  const values = [5, 1, 3]
  expect(spread(values)).toEqual({ min: 1, median: 3, max: 5 })
  expect(values).toEqual([5, 1, 3])
})

test("ratios pair run i with run i of the baseline", () => {
  expect(ratios([10, 40, 90], [10, 20, 30])).toEqual({ min: 1, median: 2, max: 3 })
  // A baseline measured fewer times is reused in turn.
  expect(ratios([10, 20], [10])).toEqual({ min: 1, median: 1.5, max: 2 })
})

test("figures are shown as median (min–max), or alone when they did not vary", () => {
  expect(show({ min: 80, median: 95.4, max: 130 }, ms)).toBe("95 ms (80 ms–130 ms)")
  expect(show({ min: 2, median: 2, max: 2 }, times)).toBe("2.00 ×")
  expect(ms(NaN)).toBe("—")
  expect(times(Infinity)).toBe("—")
})

test("a Markdown table right-aligns every column but the first", () => {
  expect(markdownTable(["a", "b"], [["x", "1"]])).toBe("| a | b |\n| --- | --: |\n| x | 1 |")
})
