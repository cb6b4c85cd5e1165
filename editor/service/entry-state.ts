/**
 * What the service knows of an entry, for the screens that follow it (issue 47, points 5 and 6): its
 * version (the open form compares it with the one it loaded and says when it changed underneath, and
 * how), and each pending draft's authors, time and changed fields (the review board's cards).
 */
import { contentFiles } from "../../content-model/model"
import type { Schema } from "../../content-model/schema-helpers"
import { frenchWhen } from "../admin/french-time"
import { changedFields } from "./changed-fields"
import type { Clone } from "./git-sync"
import { PUBLISHED_BY, REVERTS } from "./publications"

/** decap-server's branch for a draft of the entry `slug` of the « contenu » collection. */
export const draftBranch = (slug: string) => `cms/contenu/${slug}`
const fileOf = (slug: string) => `data/${slug}.json`
const schemas = new Map(contentFiles.map(({ file, schema }) => [file.replace(/\.json$/, ""), schema as Schema]))

/** An entry of the editor's page: one of the model's data files. */
export const isEntry = (slug: string) => schemas.has(slug)

/** Decap's statuses as its French screens name them. */
const STATUSES: Record<string, string> = {
  "decap-cms/draft": "Brouillon",
  "decap-cms/pending_review": "En cours de révision",
  "decap-cms/pending_publish": "Prêt",
}

const nameOnly = (identity: string) => identity.trim().replace(/\s*<.*>$/, "")

interface Version {
  /** The published file's git blob, its draft's last commit, the draft's status ("-" when none). */
  published: string
  draft: string
  status: string
}
const encode = ({ published, draft, status }: Version) => [published, draft, status].join(" ")
const decode = (version: string): Version | undefined => {
  const [published, draft, status, more] = version.split(" ")
  return status && !more ? { published, draft, status } : undefined
}

async function versionOf(clone: Clone, slug: string): Promise<Version> {
  const branch = draftBranch(slug)
  const none = () => "-"
  const [published, draft, status] = await Promise.all([
    clone.git(["rev-parse", "--verify", "--quiet", `${clone.branch}:${fileOf(slug)}`]).catch(none),
    clone.git(["rev-parse", "--verify", "--quiet", `refs/heads/${branch}`]).catch(none),
    clone.git(["config", `branch.${branch}.description`]).catch(none),
  ])
  return { published, draft, status }
}

/** The entry's version: it changes with each publication, undo, save of its draft and status of its draft. */
export const entryVersion = async (clone: Clone, slug: string) => encode(await versionOf(clone, slug))

/**
 * What changed since `since` (a version this entry had), in the editor's words: « publiée par Étienne
 * Valmont à 10 h 42 », « publication annulée par… », « enregistrée par… », « statut passé à « Prêt » ».
 */
export async function changeSince(clone: Clone, slug: string, since: string, now = new Date()) {
  const [before, after] = [decode(since), await versionOf(clone, slug)]
  const current = encode(after)
  if (!before || since === current) return { version: current }
  const log = (args: string[]) => clone.git(["log", "-1", ...args]).then(line => line.split("\x1f"))
  // Each thing that happened, in order: a publication or an undo, then a draft saved since.
  const reasons: string[] = []
  if (before.published !== after.published) {
    const [committer, date, by, reverts, author] = await log([
      "--first-parent",
      `--format=%cn%x1f%cI%x1f%(trailers:key=${PUBLISHED_BY},valueonly,separator=)%x1f%(trailers:key=${REVERTS},valueonly,separator=)%x1f%an`,
      clone.branch,
      "--",
      fileOf(slug),
    ])
    const when = frenchWhen(new Date(date), now)
    reasons.push(
      reverts.trim()
        ? `publication annulée par ${committer} ${when}`
        : by.trim()
          ? `publiée par ${nameOnly(by)} ${when}`
          : `modifiée sur le dépôt par ${author} ${when}`,
    )
  }
  if (before.draft !== after.draft && after.draft !== "-") {
    const [author, date] = await log(["--format=%an%x1f%cI", after.draft])
    reasons.push(`enregistrée par ${author} ${frenchWhen(new Date(date), now)}`)
  } else if (before.draft !== after.draft && !reasons.length)
    reasons.push("ses modifications non publiées ont été supprimées")
  else if (before.status !== after.status && after.draft !== "-")
    reasons.push(`son statut est maintenant «\u00a0${STATUSES[after.status] ?? after.status}\u00a0»`)
  const change = reasons.join(", puis ")
  return { version: current, change }
}

export interface DraftSummary {
  /** The entry (its name in Decap's addresses). */
  entry: string
  status: string
  /** Who saved the draft's commits, the latest first, each once. */
  authors: string[]
  /** When it was last saved (ISO 8601). */
  date: string
  /** The fields it changes, as the form names them. */
  fields: string[]
}

const readJson = (clone: Clone, ref: string, file: string) =>
  clone.git(["show", `${ref}:${file}`]).then(
    text => JSON.parse(text) as unknown,
    () => undefined,
  )

/** Every pending draft: who changed what and when, against the published version it started from. */
export async function draftSummaries(clone: Clone): Promise<DraftSummary[]> {
  const branches = (await clone.git(["for-each-ref", "--format=%(refname:short)", "refs/heads/cms/contenu/"]))
    .split("\n")
    .filter(Boolean)
  const summaries: DraftSummary[] = []
  for (const branch of branches) {
    const entry = branch.slice(draftBranch("").length)
    const schema = schemas.get(entry)
    if (!schema) continue
    const base = await clone.git(["merge-base", clone.branch, branch]).catch(() => clone.branch)
    const [log, before, after, status] = await Promise.all([
      clone.git(["log", "--format=%an%x1f%cI", `${base}..${branch}`]),
      readJson(clone, base, fileOf(entry)),
      readJson(clone, branch, fileOf(entry)),
      clone.git(["config", `branch.${branch}.description`]).catch(() => ""),
    ])
    const commits = log
      .split("\n")
      .filter(Boolean)
      .map(line => line.split("\x1f"))
    if (!commits.length) continue
    summaries.push({
      entry,
      status: STATUSES[status] ?? status,
      authors: [...new Set(commits.map(([author]) => author))],
      date: commits[0][1],
      fields: changedFields(schema, before, after),
    })
  }
  return summaries
}
