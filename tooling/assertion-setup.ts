// jest (setupFilesAfterEnv): the `expect` calls each test reached, summed per test file, for
// scripts/count-assertions.ts. Writes only when ASSERTION_COUNT_DIR is set.
import path from "node:path"
import { assertionCountDir, recordAssertions } from "./assertion-count"

let count = 0
if (assertionCountDir()) {
  afterEach(() => {
    count += expect.getState().assertionCalls
  })
  afterAll(() => {
    const file = expect.getState().testPath ?? ""
    const build = /[/\\](editor[/\\])?__tests__[/\\]build[/\\]/.test(file)
    recordAssertions(build ? "jest-build" : "jest", path.relative(path.join(__dirname, ".."), file), count)
  })
}
