/**
 * A versioned document's next version, as an editor writes it when its text changes (ISO/IEC 17020
 * § 8.3, content-model/node/document-history.ts): the number one up, an edition date later than
 * the last one, and the version it replaces first in `history`. The tests that change such a document
 * through the editor save it this way, or the save guard refuses them.
 */
import path from "node:path"
import { versionsInGit } from "../../../content-model/node/document-history"
import type { Subtitled } from "./editor-calls"
import { git } from "./service-repos"

interface Card {
  version: string
  edition: string
  inForce?: string | null
  history?: { version: string; edition: string; inForce?: string | null }[] | null
}

/** The day after « JJ/MM/AAAA », in the same format. */
const dayAfter = (date: string) => {
  const [day, month, year] = date.split("/").map(Number)
  const next = new Date(Date.UTC(year, month - 1, day + 1))
  const two = (n: number) => String(n).padStart(2, "0")
  return `${two(next.getUTCDate())}/${two(next.getUTCMonth() + 1)}/${next.getUTCFullYear()}`
}

const months = "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split(" ")

/** « JJ/MM/AAAA » in letters, as a date of entry into force is written: « 1er mars 2025 ». */
const inLetters = (date: string) => {
  const [day, month, year] = date.split("/").map(Number)
  return `${day === 1 ? "1er" : day} ${months[month - 1]} ${year}`
}

/**
 * `content` with its document card moved to the next version; a content without one is left as it is.
 * `taken`: the numbers git already holds for it (a publication since undone keeps its number).
 */
export function nextVersion<T extends object>(content: T, taken: Iterable<string> = []): T {
  const card = (content as { document?: Card }).document
  if (!card) return content
  const { version, edition, inForce } = card
  const document: Card = {
    ...card,
    version: String(Math.max(Number(version), ...[...taken].map(Number)) + 1).padStart(2, "0"),
    edition: dayAfter(edition),
    // Every previous version gives its entry into force: without one, the version was in force from its edition.
    history: [{ version, edition, inForce: inForce ?? inLetters(edition) }, ...(card.history ?? [])],
  }
  // The new version's entry into force is the editor's to say, and required (content-model/fragments.ts): its
  // edition day, as an editor gives it (the old date may precede the new edition).
  document.inForce = inLetters(document.edition)
  return { ...content, document }
}

/**
 * `file` as the clone's main holds it, with another subtitle; a versioned document also gets its next
 * version, after every number git holds for it, as the check requires.
 */
export function withSubtitle(clone: string, file: string, subtitle: string): Subtitled {
  const content = nextVersion(
    JSON.parse(git(clone, "show", `main:data/${file}`)) as Subtitled,
    versionsInGit(path.join(clone, "data"), file) ?? [],
  )
  content.header.subtitle = subtitle
  return content
}
