import type { FullConfig, Reporter, TestCase, TestResult, TestStep } from "@playwright/test/reporter"
import { playwrightSuite, recordAssertions } from "./assertion-count"

/**
 * Counts the `expect` calls each Playwright run reached (steps of category "expect", soft ones included, retries
 * not counted twice: only a test's last attempt), for scripts/count-assertions.ts. An `expect.poll` or `toPass`
 * counts once: the attempts inside it are steps of its own step, as many as the machine's speed made them. Added to a configuration's
 * reporters only when ASSERTION_COUNT_DIR is set.
 */
export default class AssertionReporter implements Reporter {
  private suite = playwrightSuite(undefined)
  private perTest = new Map<string, number>()
  private current = new Map<TestResult, number>()

  onBegin(config: FullConfig) {
    this.suite = playwrightSuite(config.configFile)
  }

  onStepEnd(_test: TestCase, result: TestResult, step: TestStep) {
    if (step.category === "expect" && !within(step)) this.current.set(result, (this.current.get(result) ?? 0) + 1)
  }

  onTestEnd(test: TestCase, result: TestResult) {
    this.perTest.set(test.id, this.current.get(result) ?? 0)
    this.current.delete(result)
  }

  onEnd() {
    const total = [...this.perTest.values()].reduce((sum, count) => sum + count, 0)
    recordAssertions(this.suite, `${this.perTest.size} tests`, total)
  }

  printsToStdio() {
    return false
  }
}

/** Whether a step runs inside an `expect` of its own (one attempt of an `expect.poll` or a `toPass`). */
const within = (step: TestStep) => {
  for (let parent = step.parent; parent; parent = parent.parent) if (parent.category === "expect") return true
  return false
}
