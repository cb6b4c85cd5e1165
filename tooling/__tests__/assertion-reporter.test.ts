/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import type { FullConfig, TestCase, TestResult, TestStep } from "@playwright/test/reporter"
import AssertionReporter from "../assertion-reporter"

const step = (category: string, parent?: TestStep) => ({ category, parent }) as TestStep

describe("the Playwright assertion count", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "assertions-"))
  beforeAll(() => (process.env.ASSERTION_COUNT_DIR = dir))
  afterAll(() => {
    delete process.env.ASSERTION_COUNT_DIR
    rmSync(dir, { recursive: true, force: true })
  })

  it("counts an expect.poll or a toPass once, whatever number of attempts ran inside it, and only a test's last try", () => {
    const reporter = new AssertionReporter()
    reporter.onBegin({ configFile: path.join(__dirname, "../../playwright.config.ts") } as FullConfig)
    const test = { id: "t" } as TestCase
    const [first, last] = [{} as TestResult, {} as TestResult]
    reporter.onStepEnd(test, first, step("expect"))
    reporter.onTestEnd(test, first)
    const poll = step("expect")
    const group = step("test.step")
    for (const attempt of [step("expect", poll), step("expect", poll), poll, step("expect", group), group])
      reporter.onStepEnd(test, last, attempt)
    reporter.onStepEnd(test, last, step("pw:api"))
    reporter.onTestEnd(test, last)
    reporter.onEnd()
    expect(readFileSync(path.join(dir, "playwright.jsonl"), "utf8")).toBe(
      `${JSON.stringify({ source: "1 tests", count: 2 })}\n`,
    )
  })
})
