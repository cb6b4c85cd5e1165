import { execFileSync } from "node:child_process"
import type { JsonPath } from "../json-source"
import { isoDay } from "../in-force"
import type { Found } from "../problem"

/*
 * Document control (ISO/IEC 17020:2012 § 8.3, « Contrôle des documents »): a versioned document (terms of sale, policy,
 * procedure) whose text changes gets a new version and edition date, and the version it replaces stays
 * listed and downloadable. The reference point is the document's last committed state: git keeps every
 * published version, so the check and the build read it there.
 */

interface DocumentVersion {
  version: string
  edition: string
  inForce?: string | null
}

interface VersionedFields extends DocumentVersion {
  reference: string
  history?: DocumentVersion[] | null
}

type Versioned = Record<string, unknown> & { document: VersionedFields }

const run = (dataDir: string, args: string[], input?: string): Buffer | undefined => {
  try {
    return execFileSync("git", ["-C", dataDir, ...args], {
      input,
      stdio: ["pipe", "pipe", "ignore"],
      maxBuffer: 64 * 1024 * 1024,
    })
  } catch {
    return undefined // no git, not a repository, or a file it does not hold
  }
}

/** git's answers during one check (`sameHistory`); none outside one, where each call asks git. */
let answers: Map<string, string | undefined> | undefined

/**
 * Runs `check` with git's answers read once: the repository does not change while data/ is checked, and
 * a check asks the same questions for each versioned document (about 70 runs of git for a save of the
 * editor, which checks data/ twice). Outside a check, as in the editor's long-running service, each call
 * asks git again and sees the latest commit. Nested calls share the outer check's answers.
 */
export function sameHistory<T>(check: () => T): T {
  if (answers) return check()
  answers = new Map()
  try {
    return check()
  } finally {
    answers = undefined
  }
}

const git = (dataDir: string, args: string[]) => {
  const question = [dataDir, ...args].join("\0")
  if (answers?.has(question)) return answers.get(question)
  const answer = run(dataDir, args)?.toString("utf8")
  answers?.set(question, answer)
  return answer
}

const parse = (text: string | undefined): unknown => {
  if (text === undefined) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

const isVersioned = (value: unknown): value is Versioned => {
  const document = (value as { document?: unknown } | undefined)?.document
  return !!document && typeof document === "object" && typeof (document as { version?: unknown }).version === "string"
}

/** data/<file> as each commit holds it, read once: a commit's content never changes. */
const read = new Map<string, unknown>()
const keyOf = (dataDir: string, commit: string, file: string) => `${dataDir}\0${commit}\0${file}`

/** Reads data/<file> at each of `commits` with one `git cat-file --batch` (its output: a header line, the bytes). */
function readAt(dataDir: string, file: string, commits: string[]) {
  const output = run(dataDir, ["cat-file", "--batch"], commits.map(commit => `${commit}:./${file}\n`).join(""))
  let at = 0
  for (const commit of commits) {
    const end = output?.indexOf("\n", at) ?? -1
    if (!output || end < 0) return
    const [, type, size] = output.toString("utf8", at, end).split(" ")
    if (type !== "blob") {
      read.set(keyOf(dataDir, commit, file), undefined) // « <commit>:./<file> missing »: not in that commit
      at = end + 1
      continue
    }
    at = end + 1 + Number(size)
    read.set(keyOf(dataDir, commit, file), parse(output.toString("utf8", end + 1, at)))
    at += 1 // the newline after the bytes
  }
}

/**
 * Every committed state of data/<file>, newest first (`git log`), each commit's content read from git
 * once for the process; undefined without git. The check runs at each save of the editor and each build.
 */
function statesInGit(dataDir: string, file: string): { commit: string; content: unknown }[] | undefined {
  const log = git(dataDir, ["log", "--format=%H", "--", file])
  if (log === undefined) return undefined
  const commits = log.split("\n").filter(Boolean)
  const unread = commits.filter(commit => !read.has(keyOf(dataDir, commit, file)))
  if (unread.length) readAt(dataDir, file, unread)
  return commits.map(commit => ({ commit, content: read.get(keyOf(dataDir, commit, file)) }))
}

/** Whether git holds the whole history: a shallow clone's lacks say nothing about what was published. */
const wholeHistory = (dataDir: string) => git(dataDir, ["rev-parse", "--is-shallow-repository"])?.trim() === "false"

/** data/<file> as last committed (`git show HEAD:`); undefined without git, or when it was never committed. */
export function committedContent(dataDir: string, file: string): unknown {
  return parse(git(dataDir, ["show", `HEAD:./${file}`]))
}

/** The last committed content of data/<file> whose document carried `version`; undefined when git has none. */
export function contentAtVersion(dataDir: string, file: string, version: string): Versioned | undefined {
  for (const { content } of statesInGit(dataDir, file) ?? [])
    if (isVersioned(content) && content.document.version === version) return content
  return undefined
}

/** Every version of data/<file>'s document that git holds; undefined without git (the check is then skipped). */
export function versionsInGit(dataDir: string, file: string): Set<string> | undefined {
  if (!wholeHistory(dataDir)) return undefined
  const states = statesInGit(dataDir, file)
  if (states === undefined) return undefined
  const versions = new Set<string>()
  for (const { content } of states) if (isVersioned(content)) versions.add(content.document.version)
  return versions
}

/** The document's text: everything but its card (reference, version, dates, history) and the schema link. */
const text = (content: Record<string, unknown>) => {
  const { document: _document, $schema: _schema, ...rest } = content
  return JSON.stringify(rest)
}

const at = (field: string): JsonPath => ["document", field]

/**
 * Whether `current` is a state git already recorded for its version, text included: what an undo (a git
 * revert) restores. Restoring a recorded version is not an edit of it.
 */
export function isRecordedState(dataDir: string, file: string, current: unknown): boolean {
  if (!isVersioned(current)) return false
  return (statesInGit(dataDir, file) ?? []).some(
    ({ content: recorded }) =>
      isVersioned(recorded) &&
      recorded.document.version === current.document.version &&
      text(recorded) === text(current),
  )
}

/**
 * Compares a versioned document with its last committed state: a changed text needs a new version and
 * a new edition date, and a new version keeps the one it replaces in `history`. Pure: the tests give
 * both states; validate.ts reads the committed one with `committedContent`.
 */
export function checkDocumentVersion(current: unknown, committed: unknown): Found[] {
  if (!isVersioned(current) || !isVersioned(committed)) return []
  const [now, before] = [current.document, committed.document]
  const problems: Found[] = []
  const changed = text(current) !== text(committed)
  const next = String(Number(before.version) + 1).padStart(2, "0")
  if (changed && now.version === before.version) {
    problems.push({
      path: at("version"),
      severity: "error",
      problem: "texte modifié sans nouvelle version",
      expected: `une nouvelle version : le texte de ce document a changé depuis sa dernière version enregistrée (la version ${before.version}), et un document maîtrisé change de version quand son texte change (ISO/IEC 17020, § 8.3)`,
      found: `toujours la version « ${now.version} »`,
      hint: `passez la version à « ${next} », datez l’édition du jour et ajoutez la version ${before.version} (édition du ${before.edition}) à « history »`,
    })
  }
  if (changed && now.edition === before.edition) {
    problems.push({
      path: at("edition"),
      severity: "error",
      problem: "texte modifié sans nouvelle date d’édition",
      expected: `la date d’édition de la nouvelle version : le texte a changé depuis l’édition du ${before.edition}`,
      found: `toujours « ${now.edition} »`,
      hint: "datez l’édition du jour où vous publiez ce texte",
    })
  }
  if (now.version !== before.version && Number(now.version) < Number(before.version)) {
    problems.push({
      path: at("version"),
      severity: "error",
      problem: "version antérieure à la dernière enregistrée",
      expected: `une version après la version ${before.version}, la dernière enregistrée`,
      found: `« ${now.version} »`,
      hint: `passez la version à « ${next} »`,
    })
  }
  if (now.version !== before.version && !(now.history ?? []).some(entry => entry.version === before.version)) {
    problems.push({
      path: at("history"),
      severity: "error",
      problem: "version précédente absente de l’historique",
      expected: `la version ${before.version} (édition du ${before.edition}) parmi les versions précédentes : elle reste listée sur la page et téléchargeable`,
      found: `aucune version « ${before.version} » dans « history »`,
      hint: `ajoutez en tête de « history » la version ${before.version}, avec sa date d’édition`,
    })
  }
  return problems
}

/**
 * A new version number that git already recorded with another text (a publication since undone) is not
 * given to a new text: the version's listed date and its PDF would then name two texts. `recorded` is the
 * document as git last recorded it under the number `current` now carries; `taken`, every number git holds.
 */
export function checkVersionReuse(
  current: unknown,
  committed: unknown,
  recorded: unknown,
  taken: Set<string>,
): Found[] {
  if (!isVersioned(current) || !isVersioned(committed) || !isVersioned(recorded)) return []
  if (current.document.version === committed.document.version || text(recorded) === text(current)) return []
  const next = String(Math.max(...[...taken].map(Number).filter(Number.isFinite)) + 1).padStart(2, "0")
  return [
    {
      path: at("version"),
      severity: "error",
      problem: "numéro de version déjà publié avec un autre texte",
      expected: `un numéro qu’aucun texte publié de ce document n’a porté : la version ${current.document.version} a déjà été publiée (édition du ${recorded.document.edition}) avec un autre texte, puis retirée`,
      found: `« ${current.document.version} »`,
      hint: `passez la version à « ${next} »`,
    },
  ]
}

/** Every version listed in `history` must be one git holds: its PDF is made from it. */
export function checkHistoryInGit(current: unknown, found: (version: string) => boolean): Found[] {
  if (!isVersioned(current)) return []
  return (current.document.history ?? []).flatMap((entry, index) =>
    found(entry.version)
      ? []
      : [
          {
            path: ["document", "history", index, "version"],
            severity: "error" as const,
            problem: "version introuvable dans l’historique",
            expected: `une version que l’historique du dépôt (git) contient, pour que le site en garde le PDF`,
            found: `la version « ${entry.version} », qu’aucun état enregistré de ce document ne porte`,
            hint: "vérifiez le numéro de version, ou retirez cette ligne si cette version n’a jamais été publiée",
          },
        ],
  )
}

/** The dates a version carried when git first recorded it: its publication. */
export interface PublishedDates {
  edition: string
  inForce?: string
}

/**
 * For each version of data/<file>'s document that git holds, the dates it was published with: the
 * edition date of the first commit that carried it, and the first date of entry into force recorded
 * for it (as the current version or in `history`). Undefined without git or in a shallow clone.
 */
export function publishedDates(dataDir: string, file: string): Map<string, PublishedDates> | undefined {
  if (!wholeHistory(dataDir)) return undefined
  const states = statesInGit(dataDir, file)
  if (states === undefined) return undefined
  const dates = new Map<string, PublishedDates>()
  for (const { content } of states.reverse()) {
    if (!isVersioned(content)) continue
    const { document } = content
    const first = dates.get(document.version) ?? { edition: document.edition }
    dates.set(document.version, { ...first, inForce: first.inForce ?? document.inForce ?? undefined })
    for (const entry of document.history ?? []) {
      const known = dates.get(entry.version)
      if (known && !known.inForce && entry.inForce) dates.set(entry.version, { ...known, inForce: entry.inForce })
    }
  }
  return dates
}

const beforeEdition = (dates: PublishedDates) => {
  const [start, edition] = [dates.inForce && isoDay(dates.inForce), isoDay(dates.edition)]
  return !!start && !!edition && start < edition
}

/**
 * A published version keeps the dates it was published with (ISO/IEC 17020 § 8.3, issue 44, point 13):
 * its edition date never changes afterwards, as the current version or in `history`, and neither does
 * a date of entry into force once recorded. A new text is a new version, with its own dates.
 */
export function checkPublishedDates(current: unknown, published: Map<string, PublishedDates> | undefined): Found[] {
  if (!isVersioned(current) || !published) return []
  const { document } = current
  const versions: [DocumentVersion, JsonPath][] = [
    [document, ["document"]],
    ...(document.history ?? []).map((entry, index): [DocumentVersion, JsonPath] => [
      entry,
      ["document", "history", index],
    ]),
  ]
  return versions.flatMap(([version, path]) => {
    const dates = published.get(version.version)
    if (!dates) return []
    const problems: Found[] = []
    if (version.edition !== dates.edition) {
      problems.push({
        path: [...path, "edition"],
        severity: "error",
        problem: "date d’édition d’une version publiée modifiée",
        expected: `la date d’édition sous laquelle la version ${version.version} a été publiée, le ${dates.edition} : une version publiée garde sa date d’édition (ISO/IEC 17020, § 8.3)`,
        found: `« ${version.edition} »`,
        hint: `remettez « ${dates.edition} » ; si le texte a changé, publiez-le comme une nouvelle version, avec sa propre date`,
      })
    }
    // A published in-force date before the version's own edition was never possible (issue 57: CGV v02
    // « en vigueur » on 1 March 2025, edited on 19/08/2025): its correction is allowed, checkInForceDates holds it.
    if (dates.inForce && version.inForce && version.inForce !== dates.inForce && !beforeEdition(dates)) {
      problems.push({
        path: [...path, "inForce"],
        severity: "error",
        problem: "date d’entrée en vigueur d’une version publiée modifiée",
        expected: `la date d’entrée en vigueur publiée pour la version ${version.version}, le ${dates.inForce}`,
        found: `« ${version.inForce} »`,
        hint: `remettez « ${dates.inForce} »`,
      })
    }
    return problems
  })
}
