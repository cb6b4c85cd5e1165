import { createHash } from "node:crypto"
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { isoDay, type VersionedCard, versionStates } from "../in-force"
import { contentFiles } from "../model"
import { reviewReason, type UpdatedOnValue } from "../review-dates"
import type { Schema } from "../schema-helpers"

/*
 * What the build computes from its date (issue 57, point 2): the state of each version of each versioned
 * document and the pages to review. Each build writes it to public/etat-des-dates.json (gatsby-node.ts);
 * the daily rebuild (scripts/date-state.ts, deploy/systemd/sylvene-editeur-jour.timer) compares its
 * fingerprint, which leaves out the date itself, with the published one, and rebuilds only when it changed.
 */

export interface PageToReview {
  /** The data file, relative to data/. */
  readonly file: string
  /** The field, « contextUpdated › reviewBy ». */
  readonly field: string
  /** Why, in French: « date de relecture du 19/03/2027 atteinte ». */
  readonly reason: string
}

export interface DateState {
  readonly buildDate: string
  /** Per data file, each version's state on that day (« 05 » → « upcoming »). */
  readonly documents: Record<string, Record<string, string>>
  readonly review: PageToReview[]
  /** SHA-256 of the documents' states and the pages to review: the same from one day to the next until one changes. */
  readonly fingerprint: string
}

/** Each « À jour au » block of a value, with its path (the schema's UpdatedOn objects). */
function updatedBlocks(schema: Schema, value: unknown, at: string[] = []): [string[], UpdatedOnValue][] {
  if (!value || typeof value !== "object") return []
  if (schema.title === "UpdatedOn") return [[at, value]]
  if (schema.type === "array" && Array.isArray(value) && schema.items)
    return value.flatMap((item, index) => updatedBlocks(schema.items as Schema, item, [...at, `[${index}]`]))
  return Object.entries(schema.properties ?? {}).flatMap(([key, child]) =>
    key in value ? updatedBlocks(child, (value as Record<string, unknown>)[key], [...at, key]) : [],
  )
}

const readJson = (file: string): unknown => {
  try {
    return JSON.parse(readFileSync(file, "utf8"))
  } catch {
    return undefined // the check says why
  }
}

/** The pages of data/ to review on `day`. */
export function pagesToReview(dataDir: string, day: string): PageToReview[] {
  return contentFiles.flatMap(({ file, schema }) => {
    const full = path.join(dataDir, file)
    if (!existsSync(full)) return []
    return updatedBlocks(schema, readJson(full)).flatMap(([at, value]) => {
      const reason = reviewReason(value, day)
      return reason ? [{ file, field: [...at, reason.field].join(" › "), reason: reason.text }] : []
    })
  })
}

/**
 * A day on which no page of data/ is due for review: its earliest « À jour au » date. The tests of the real
 * content check it on that day, so that they do not start failing when a review falls due.
 */
export function quietDay(dataDir: string): string {
  const days = contentFiles.flatMap(({ file, schema }) =>
    updatedBlocks(schema, readJson(path.join(dataDir, file))).flatMap(([, value]) =>
      typeof value.date === "string" && isoDay(value.date) ? [isoDay(value.date)!] : [],
    ),
  )
  return days.sort()[0] ?? "2026-01-01"
}

/** The state of data/ on `day`. */
export function dateState(dataDir: string, day: string): DateState {
  const documents: Record<string, Record<string, string>> = {}
  for (const { file, schema } of contentFiles) {
    if (schema.properties?.document?.title !== "VersionedDocument") continue
    const card = (readJson(path.join(dataDir, file)) as { document?: VersionedCard } | undefined)?.document
    if (!card) continue
    documents[file] = Object.fromEntries(versionStates(card, day).map(version => [version.version, version.state.kind]))
  }
  const review = pagesToReview(dataDir, day)
  const fingerprint = createHash("sha256").update(JSON.stringify({ documents, review })).digest("hex")
  return { buildDate: day, documents, review, fingerprint }
}
