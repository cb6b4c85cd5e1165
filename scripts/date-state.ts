// `npm run date-state -- [adresse du site publié | fichier etat-des-dates.json]`: what the build would compute from
// today's date (SITE_BUILD_DATE, else today in Paris): each version's state and the pages to review, with its
// fingerprint. Given the published site, says whether a rebuild would change anything (`changed=true|false`, also
// written to $GITHUB_OUTPUT): the daily rebuild runs only then (.github/workflows/site.yml, deploy/README.md).
import { appendFileSync, existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { buildDate, BuildDateError } from "../content-model/node/build-date"
import { dateState, type DateState } from "../content-model/node/date-state"

const published = process.argv[2]

/** The published state, or undefined when it cannot be read (a first publication, a site down): then rebuild. */
async function readPublished(where: string): Promise<DateState | undefined> {
  try {
    if (existsSync(where)) return JSON.parse(readFileSync(where, "utf8")) as DateState
    const response = await fetch(new URL("/etat-des-dates.json", where), { signal: AbortSignal.timeout(30_000) })
    return response.ok ? ((await response.json()) as DateState) : undefined
  } catch {
    return undefined
  }
}

async function main() {
  let day: string
  try {
    day = buildDate()
  } catch (error) {
    if (!(error instanceof BuildDateError)) throw error
    process.stdout.write(`${error.message}\n`)
    process.exit(1)
  }
  const state = dateState(path.resolve("data"), day)
  if (!published) {
    process.stdout.write(`${JSON.stringify(state, null, 2)}\n`)
    return
  }
  const before = await readPublished(published)
  const changed = before?.fingerprint !== state.fingerprint
  process.stdout.write(
    before
      ? changed
        ? `État des dates changé depuis le site publié (construit le ${before.buildDate}) : reconstruction.\n`
        : `État des dates inchangé depuis le site publié (construit le ${before.buildDate}) : pas de reconstruction.\n`
      : `État des dates du site publié illisible (${published}) : reconstruction.\n`,
  )
  process.stdout.write(`changed=${changed}\n`)
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `changed=${changed}\n`)
}

void main()
