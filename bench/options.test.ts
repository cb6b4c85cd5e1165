/**
 * @jest-environment node
 */
import { parseOptions } from "./options"

test("without arguments: everything measured, 3 runs, at least 5 first-tap runs, ports from BENCH_PORT", () => {
  expect(parseOptions([], { BENCH_PORT: "9205" })).toEqual({
    build: true,
    only: null,
    against: null,
    runs: 3,
    tapRuns: 5,
    port: 9205,
    referencePort: 9207,
    loadPort: 9093,
    editorPort: 9530,
  })
})

test("the environment and the arguments set runs, ports and sections", () => {
  const options = parseOptions(["--no-build", "--only=Pages,Premier"], {
    BENCH_RUNS: "7",
    BENCH_REFERENCE_PORT: "9202",
    BENCH_LOAD_PORT: "9207",
  })
  expect(options).toMatchObject({
    build: false,
    only: ["Pages", "Premier"],
    runs: 7,
    tapRuns: 7,
    referencePort: 9202,
    loadPort: 9207,
  })
  expect(parseOptions([], { BENCH_RUNS: "1", BENCH_TAP_RUNS: "2" })).toMatchObject({ runs: 1, tapRuns: 2 })
})

test("a bad value or an unknown argument is refused in French, naming it", () => {
  expect(() => parseOptions([], { BENCH_RUNS: "trois" })).toThrow(
    "BENCH_RUNS=trois : un entier d’au moins 1 est attendu",
  )
  expect(() => parseOptions([], { BENCH_RUNS: "0" })).toThrow(/BENCH_RUNS=0/)
  expect(() => parseOptions(["--vite"], {})).toThrow(/Argument non reconnu.*--vite/)
  expect(() => parseOptions(["--only="], {})).toThrow(/--only= attend/)
})

test("--against names another build for the first tap, and refuses an empty folder or other sections", () => {
  expect(parseOptions(["--against=/tmp/avant/public"], {})).toMatchObject({ against: "/tmp/avant/public" })
  expect(parseOptions(["--against=../b", "--only=Premier"], {})).toMatchObject({ against: "../b", only: ["Premier"] })
  expect(() => parseOptions(["--against="], {})).toThrow("--against= attend le dossier public/ d’un autre build.")
  expect(() => parseOptions(["--against=../b", "--only=Pages"], {})).toThrow(
    "--against ne mesure que le premier toucher : retirez --only=Pages.",
  )
})

test("--help asks for the usage", () => {
  expect(parseOptions(["--help"], {})).toBe("help")
})
