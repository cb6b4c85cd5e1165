/**
 * The benchmark's command line and environment (`npm run bench -- --help` lists them):
 *
 *   BENCH_RUNS=3             runs of everything (builds, and Lighthouse on every route); 1 to iterate quickly
 *   BENCH_TAP_RUNS           runs of the first tap (default: BENCH_RUNS, and at least 5)
 *   BENCH_PORT=9010          where nginx serves the site; the floor gets the next port
 *   BENCH_REFERENCE_PORT     the first tap's reference page (default: BENCH_PORT + 2)
 *   BENCH_LOAD_PORT=9093     the publication under load
 *   BENCH_EDITOR_PORT=9530   the hosted editor's service; its TLS origin and its public site take the next two
 *   --no-build               measure the existing builds without timing builds
 *   --only=Pages,Premier     some sections alone (their titles' first words), to iterate
 *   --against=<dir>          the first tap alone, with another build (its public/ folder) in place of the
 *                            reference page, alternated with the site in the same run: an A/B of a change
 *                            (bench/notes.md, « Premier toucher »); prints its table, writes no RESULTS.md
 */
import { parseArgs } from "node:util"

export interface Options {
  build: boolean
  only: string[] | null
  /** Another build's public/ folder, measured at the first tap in place of the reference page. */
  against: string | null
  runs: number
  tapRuns: number
  port: number
  referencePort: number
  loadPort: number
  editorPort: number
}

export const USAGE = `npm run bench [-- --no-build] [-- --only=Builds,Pages,Premier,Publication,Éditeur] [-- --against=<public/ d’un autre build>]
  BENCH_RUNS (3), BENCH_TAP_RUNS (BENCH_RUNS, au moins 5), BENCH_PORT (9010), BENCH_REFERENCE_PORT (BENCH_PORT + 2),
  BENCH_LOAD_PORT (9093), BENCH_EDITOR_PORT (9530)`

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number) {
  const text = env[name]
  if (text === undefined || text === "") return fallback
  const value = Number(text)
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name}=${text} : un entier d’au moins ${min} est attendu`)
  return value
}

/** The options of a run; a French error names a bad argument or variable. */
export function parseOptions(args: string[], env: NodeJS.ProcessEnv): Options | "help" {
  let values
  try {
    ;({ values } = parseArgs({
      args,
      options: {
        "no-build": { type: "boolean", default: false },
        only: { type: "string" },
        against: { type: "string" },
        help: { type: "boolean", short: "h", default: false },
      },
      strict: true,
      allowPositionals: false,
    }))
  } catch (error) {
    throw new Error(`Argument non reconnu (${(error as Error).message}).\n${USAGE}`)
  }
  if (values.help) return "help"
  const runs = integer(env, "BENCH_RUNS", 3, 1)
  const port = integer(env, "BENCH_PORT", 9010, 1)
  const only = values.only === undefined ? null : values.only.split(",").filter(Boolean)
  if (only?.length === 0) throw new Error(`--only= attend au moins un nom de partie.\n${USAGE}`)
  const against = values.against ?? null
  if (against === "") throw new Error(`--against= attend le dossier public/ d’un autre build.\n${USAGE}`)
  if (against !== null && only && !only.some(word => "Premier toucher".startsWith(word)))
    throw new Error(`--against ne mesure que le premier toucher : retirez --only=${only.join(",")}.\n${USAGE}`)
  return {
    build: !values["no-build"],
    only,
    against,
    runs,
    tapRuns: integer(env, "BENCH_TAP_RUNS", Math.max(5, runs), 1),
    port,
    referencePort: integer(env, "BENCH_REFERENCE_PORT", port + 2, 1),
    loadPort: integer(env, "BENCH_LOAD_PORT", 9093, 1),
    editorPort: integer(env, "BENCH_EDITOR_PORT", 9530, 1),
  }
}
