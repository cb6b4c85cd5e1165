import path from "node:path"
import { contentErrors } from "../admin/save-guard"
import type { Editor } from "./auth"
import { signatureEnv, type Clone } from "./git-sync"
import { entryNames } from "./entry-names"

/**
 * What « a publication » is, for « Annuler la dernière publication » (issue 23, point 9): one commit on
 * the main branch's first-parent line, made by a publishing action of the editor's page, with this
 * trailer naming the editor. decap-server's « Publier » is a plain `git merge` of the draft's branch
 * (a fast-forward when main has not moved since the draft began), an upload on main a plain commit:
 * the service re-makes that commit with the trailer (same tree, same parents) or, after a fast-forward,
 * adds one merge commit over the draft's commits. The undo is a `git revert` of that commit, marked
 * with the second trailer, so the next click undoes the publication before it, and the next
 * publication does not bring the change back (docs/decisions/hosted-editor.md).
 */
export const PUBLISHED_BY = "Published-by"
export const REVERTS = "Reverts-publication"

const identity = (editor: Editor) => `${editor.account.name} <${editor.account.email}>`

/** Marks what a publishing action put on main since `before` as one publication, by `editor`. */
export async function markPublication(clone: Clone, before: string, editor: Editor) {
  const after = await clone.head()
  if (after === before) return
  const [parents, message, name, email, date] = (
    await clone.git(["log", "-1", "--format=%P%x00%B%x00%an%x00%ae%x00%aI", after])
  ).split("\0")
  const trailer = `${PUBLISHED_BY}: ${identity(editor)}`
  const single = parents.split(" ")[0] === before
  const files = single ? [] : (await clone.git(["diff", "--name-only", before, after])).split("\n")
  const commit = await clone.git(
    [
      ...["commit-tree", `${after}^{tree}`],
      ...(single ? parents.split(" ") : [before, after]).flatMap(parent => ["-p", parent]),
      ...["-m", single ? `${message.trim()}\n\n${trailer}` : `Publish ${files.join(", ")}\n\n${trailer}`],
    ],
    {
      ...signatureEnv(editor.account),
      // The same commit, only its message longer: its author (who wrote the draft) is kept.
      ...(single ? { GIT_AUTHOR_NAME: name, GIT_AUTHOR_EMAIL: email, GIT_AUTHOR_DATE: date } : {}),
    },
  )
  // Compare-and-swap, and the same tree: the working tree and index need no change, nothing half done.
  await clone.git(["update-ref", `refs/heads/${clone.branch}`, commit, after])
}

export interface Publication {
  commit: string
  parents: string[]
  by: string
  /** When it was published (the commit's committer date: an upload's or a draft's author date is older). */
  date: Date
}

/**
 * The publications on main's first-parent line from `to` back to `from` (excluded; all when absent),
 * newest first, without those undone since, and how many undone ones were passed on the way.
 */
export async function publicationsBetween(
  clone: Clone,
  to: string,
  from?: string,
): Promise<{ publications: Publication[]; undone: number }> {
  const log = await clone.git([
    ...["log", "--first-parent", "--max-count=5000", from ? `${from}..${to}` : to],
    `--format=%H%x1f%P%x1f%cI%x1f%(trailers:key=${PUBLISHED_BY},valueonly,separator=)%x1f%(trailers:key=${REVERTS},valueonly,separator=)%x1e`,
  ])
  const undone = new Set<string>()
  const publications: Publication[] = []
  for (const entry of log.split("\x1e")) {
    const [commit, parents, date, by, reverts] = entry.trim().split("\x1f")
    if (!commit) continue
    if (reverts?.trim()) undone.add(reverts.trim())
    else if (by?.trim() && !undone.has(commit))
      publications.push({ commit, parents: parents.split(" "), by: by.trim(), date: new Date(date) })
  }
  return { publications, undone: undone.size }
}

/**
 * The publication the undo button undoes: the latest on main not undone yet (walking back, an undo
 * names the one it undid) or, when the site's build fails because of some (./publisher.ts, left out
 * of the builds since), the latest of those; and how many undone ones were passed on the way (to
 * tell « nothing ever published » from « all undone »).
 */
export async function lastPublication(
  clone: Clone,
  failing: string[] = [],
): Promise<{ last?: Publication; undone: number }> {
  const { publications, undone } = await publicationsBetween(clone, clone.branch)
  return { last: publications.find(({ commit }) => failing.includes(commit)) ?? publications[0], undone }
}

/** The files a publication changed. */
export async function filesOf(clone: Clone, publication: Publication) {
  return (await clone.git(["diff", "--name-only", publication.parents[0], publication.commit]))
    .split("\n")
    .filter(Boolean)
}

/** « de Claire Dumontel du 27 novembre 2026 à 12:04 » */
export function publishedByOn(publication: Publication) {
  const name = publication.by.replace(/ <.*>$/, "")
  const of = /^[aeiouyàâéèêëîïôœùûü]/i.test(name) ? `d’${name}` : `de ${name}`
  const when = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Paris" })
  return `${of} du ${when.format(publication.date)}`
}

export type Outcome = { status: 200; message: string } | { status: 409 | 422; error: string }

/**
 * Reverts the last publication as `editor`, after bringing the clone up to date with origin, and only
 * if the content check accepts the result; nothing is written otherwise. The caller holds the clone's
 * lock and, on success, sends and publishes as after a publication.
 */
export async function undoLastPublication(clone: Clone, editor: Editor, failing: string[] = []): Promise<Outcome> {
  try {
    await clone.syncWithOrigin(editor.account)
  } catch (error) {
    return { status: 409, error: (error as Error).message }
  }
  const { last, undone } = await lastPublication(clone, failing)
  if (!last)
    return {
      status: 409,
      error: `Rien à annuler : ${undone ? "les publications faites depuis l’éditeur en ligne sont toutes déjà annulées" : "aucune publication n’a encore été faite depuis l’éditeur en ligne"}. Rien n’a été modifié.`,
    }
  const files = await filesOf(clone, last)
  const dataDir = path.join(clone.dir, "data")
  const pagesDir = path.join(clone.dir, "src", "pages")
  const before = new Set(contentErrors(dataDir, pagesDir))
  const abort = async () => {
    await clone.git(["revert", "--quit"]).catch(() => undefined)
    await clone.git(["reset", "--quiet", "--hard"])
  }
  try {
    await clone.git(["revert", "--no-commit", ...(last.parents.length > 1 ? ["-m", "1"] : []), last.commit])
  } catch {
    await abort()
    return {
      status: 409,
      error: `Annulation impossible : une modification faite depuis touche les mêmes lignes (${entryNames(files)}). Rien n’a été modifié ; corrigez le texte dans l’éditeur et publiez-le.`,
    }
  }
  const introduced = contentErrors(dataDir, pagesDir).filter(error => !before.has(error))
  if (introduced.length) {
    await abort()
    return {
      status: 422,
      error: `Annulation refusée, rien n’a été modifié : le contenu d’avant cette publication ne passe plus le contrôle.\n${introduced.join("\n")}`,
    }
  }
  const subject = await clone.git(["log", "-1", "--format=%s", last.commit])
  await clone.git(
    [
      ...["commit", "--quiet", "--allow-empty", "--no-verify"],
      ...["-m", `Revert "${subject}"\n\nThis reverts commit ${last.commit}.\n\n${REVERTS}: ${last.commit}`],
    ],
    signatureEnv(editor.account),
  )
  return {
    status: 200,
    message: `Publication annulée : celle ${publishedByOn(last)} (${entryNames(files)}). Le site revient au contenu d’avant ; l’envoi et la mise en ligne suivent, comme pour une publication.`,
  }
}
