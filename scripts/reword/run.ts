/**
 * `npm run test:reformule [-- --navigateur] [-- --mot-ajoute révisé] [-- --garder]`: the proof that an
 * editor's rewording never makes the tests fail (issue 23, point 5). In a copy of the project
 * (tooling/copy-project.ts), every free-text string of data/ is reworded (reword.ts), and with
 * --mot-ajoute, lengthened by that word after its last reworded word (issue 37, point 5); the content
 * check must pass on it, then the unit tests run there; with --navigateur, the production build and the
 * browser suite too (about 15 min). The work tree is never touched. Exit code: 0 when everything passed.
 */
import { spawnSync } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { parseArgs } from "node:util"
import { copyProject } from "../../tooling/copy-project"
import { formatReport } from "../../content-model/report"
import { validateContent } from "../../content-model/node/validate"
import { problemsAdded, rewordData } from "./reword"

const { values } = parseArgs({
  options: {
    navigateur: { type: "boolean", default: false },
    "mot-ajoute": { type: "string" },
    garder: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
})

if (values.help) {
  process.stdout.write(
    [
      "npm run test:reformule -- [--navigateur] [--mot-ajoute <mot>] [--garder]",
      "  Reformule les textes libres d’une copie de data/, la contrôle, puis lance les tests unitaires dessus.",
      "  --navigateur        aussi le build de production et les tests navigateur (Playwright), environ 15 min",
      "  --mot-ajoute <mot>  allonge chaque texte reformulé de ce mot, après son dernier mot (par exemple révisé)",
      "  --garder            garde la copie (son chemin est affiché) pour relancer un test à la main",
      "",
    ].join("\n"),
  )
  process.exit(0)
}

const root = path.resolve(__dirname, "../..")
const copy = mkdtempSync(path.join(tmpdir(), "site-reformule-"))
const say = (line: string) => process.stdout.write(`${line}\n`)
const seconds = (start: number) => `${Math.round((Date.now() - start) / 1000)} s`

/** One step in the copy; false when it failed. */
function step(title: string, command: string, args: string[]): boolean {
  say(`\n▶ ${title}`)
  const start = Date.now()
  const { status, signal } = spawnSync(command, args, {
    cwd: copy,
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
  })
  const failure = signal ? `arrêt par ${signal}` : `code de sortie ${status}`
  say(`${status === 0 ? "✓" : "✗"} ${title} : ${status === 0 ? "réussi" : `échec (${failure})`} en ${seconds(start)}`)
  return status === 0
}

function main(): boolean {
  const start = Date.now()
  copyProject(root, copy)
  say(`Copie du projet : ${copy}`)

  const appended = values["mot-ajoute"]
  const check = () => validateContent(path.join(copy, "data"), { pagesDir: path.join(copy, "src/pages") })
  const before = check()
  const { changed, unchanged } = rewordData(path.join(copy, "data"), { appended })
  say(`Textes libres reformulés : ${changed.length} ; laissés tels quels : ${unchanged.length}.`)
  if (appended) say(`Le mot « ${appended} » suit le dernier mot reformulé de chacun.`)
  for (const text of unchanged)
    say(`  · ${text.file} › ${text.at} : « ${text.before} » (mention obligatoire ou donnée)`)
  for (const text of changed.slice(0, 3)) say(`  Exemple, ${text.file} › ${text.at} : « ${text.after} »`)

  say("\n▶ Vérification du contenu reformulé (npm run check)")
  const problems = problemsAdded(before, check())
  process.stdout.write(formatReport(problems))
  if (problems.length > 0) {
    say("✗ Le contenu reformulé ne respecte plus le modèle : corrigez scripts/reword/reword.ts ou le modèle.")
    return false
  }

  const npx = path.join(root, "node_modules/.bin")
  let ok = step("Tests unitaires (jest) sur le contenu reformulé", path.join(npx, "jest"), ["--ci"])
  if (values.navigateur) {
    ok = step("Build de production du contenu reformulé", path.join(npx, "gatsby"), ["build"]) && ok
    ok = step("Tests navigateur (Playwright) sur le contenu reformulé", path.join(npx, "playwright"), ["test"]) && ok
  }
  say(`\n${ok ? "✓ Tous les tests passent" : "✗ Des tests échouent"} sur le contenu reformulé (${seconds(start)}).`)
  return ok
}

let ok = false
try {
  ok = main()
} finally {
  if (values.garder) say(`Copie gardée : ${copy}`)
  else rmSync(copy, { recursive: true, force: true })
}
process.exitCode = ok ? 0 : 1
