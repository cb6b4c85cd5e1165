import type { Clone, Signature } from "./git-sync"
import { signatureEnv } from "./git-sync"
import { readKept, writeKept } from "./kept-file"
import { filesOf, publicationsBetween, publishedByOn, PUBLISHED_BY, REVERTS } from "./publications"
import type { StatusBoard } from "./status"
import { entryNames } from "./entry-names"

/** A publication set aside: who published it, when, which files (what the banner says of it). */
export interface AsidePublication {
  commit: string
  by: string
  /** ISO date of its publication (the commit's committer date). */
  date: string
  files: string[]
}

/** One set-aside: the branch that keeps the clone's main as it was, and what could not be sent. */
export interface Aside {
  /** A branch of the clone (invisible to Decap, which lists cms/* only) at main before the set-aside. */
  branch: string
  /** Main's commit right after the set-aside: later publications are looked for from there. */
  base: string
  publications: AsidePublication[]
  /** The branch is on origin too (pushed as soon as origin takes it: the clone's machine may be lost). */
  sent?: boolean
}

const field = (log: string, key: string) => new RegExp(`^${key}: (.+)$`, "m").exec(log)?.[1]?.trim() ?? ""

/**
 * The clone's main could not take origin's main (a merge conflict): it holds publications origin
 * never received (origin was out of reach or refused them), and a developer has since pushed a
 * change of the same lines. Origin's main wins; every commit of the clone's main that origin lacks
 * is applied again on top of it, oldest first, and those that no longer apply (the conflicting
 * publications, and an undo of one of them) are set aside. Nothing is lost: the clone's main as it
 * was is kept on a branch `editeur/mise-de-cote-<date>-<commit>`. Drafts based on the old main are
 * moved onto the new one (left as they are if that conflicts: their next save says so). The caller
 * holds the lock, has fetched origin and restored the clone at `before`; the clone is left on main,
 * clean.
 */
export async function setAsideConflicting(clone: Clone, before: string, signature: Signature): Promise<Aside> {
  const upstream = await clone.git(["rev-parse", `origin/${clone.branch}`])
  const unsent = (await clone.git(["rev-list", "--first-parent", "--reverse", `${upstream}..${before}`]))
    .split("\n")
    .filter(Boolean)
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14)
  // The old main's commit in the name: two set-asides in the same second never share a branch.
  const branch = `editeur/mise-de-cote-${stamp}-${before.slice(0, 7)}`
  await clone.git(["branch", "--force", branch, before])
  await clone.git(["reset", "--hard", "--quiet", upstream])
  const replayed = new Map<string, string>()
  const aside: AsidePublication[] = []
  for (const commit of unsent) {
    const log = await clone.git(["log", "-1", "--format=%P%x00%an%x00%ae%x00%aI%x00%cn%x00%ce%x00%cI%x00%B", commit])
    const [parents, an, ae, ad, cn, ce, cd, message] = log.split("\0")
    const merge = parents.split(" ").length > 1
    // A merge of origin's main into the clone (a sync before a save): origin's side is already there.
    if (merge) {
      const merged = parents.split(" ")[1]
      const fromOrigin = await clone
        .git(["merge-base", "--is-ancestor", merged, upstream])
        .then(() => true)
        .catch(() => false)
      if (fromOrigin) continue
    }
    // An undo names the publication it undid: renamed with it, or set aside with it.
    const undid = field(message, REVERTS)
    if (undid && !replayed.has(undid) && aside.some(publication => publication.commit === undid)) continue
    const text = undid && replayed.has(undid) ? message.replace(undid, replayed.get(undid) ?? undid) : message
    try {
      await clone.git(["cherry-pick", "--no-commit", ...(merge ? ["-m", "1"] : []), commit], signatureEnv(signature))
    } catch {
      await clone.git(["cherry-pick", "--abort"]).catch(() => clone.git(["reset", "--hard", "--quiet"]))
      await clone.git(["reset", "--hard", "--quiet"])
      const [first] = parents.split(" ")
      aside.push({
        commit,
        by: field(message, PUBLISHED_BY) || `${an} <${ae}>`,
        date: cd,
        files: await filesOf(clone, { commit, parents: [first], by: "", date: new Date(cd) }),
      })
      continue
    }
    await clone.git(["commit", "--quiet", "--allow-empty", "--no-verify", "--cleanup=whitespace", "-m", text.trim()], {
      ...{ GIT_AUTHOR_NAME: an, GIT_AUTHOR_EMAIL: ae, GIT_AUTHOR_DATE: ad },
      ...{ GIT_COMMITTER_NAME: cn, GIT_COMMITTER_EMAIL: ce, GIT_COMMITTER_DATE: cd },
    })
    replayed.set(commit, await clone.head())
  }
  const base = await clone.head()
  const drafts = (await clone.git(["branch", "--list", "cms/*", "--format=%(refname:short)"]))
    .split("\n")
    .filter(Boolean)
  for (const draft of drafts) {
    try {
      await clone.git(["rebase", "--quiet", "--onto", base, before, draft], signatureEnv(signature))
    } catch {
      await clone.git(["rebase", "--abort"]).catch(() => undefined)
    }
  }
  await clone.git(["checkout", "--force", "--quiet", clone.branch])
  return { branch, base, publications: aside }
}

/**
 * The set-aside publications not published again yet, told in the banner until they are: kept in
 * `.git/editeur-mises-de-cote.json` (./kept-file.ts), so a restart does not forget them. A
 * publication of one of its files since the set-aside (the editor reopened the entry and published
 * again) settles one. Their branches are pushed to origin (when the service pushes at all), and
 * removed from the clone and from origin once every publication they keep is settled (`share`).
 */
export class SetAsides {
  private asides: Aside[]

  constructor(
    private readonly file: string,
    private readonly status: StatusBoard,
  ) {
    const stored = readKept(file)
    this.asides = Array.isArray(stored) ? (stored as Aside[]) : []
    this.tell()
  }

  add(aside: Aside) {
    if (!aside.publications.length) return
    this.asides.push(aside)
    writeKept(this.file, this.asides)
    this.tell()
  }

  /** Drops the set-aside publications whose files were published again since (called after each publication). */
  async settle(clone: Clone) {
    if (!this.asides.length) return
    for (const aside of this.asides) {
      const { publications } = await publicationsBetween(clone, clone.branch, aside.base).catch(() => ({
        publications: [],
      }))
      const republished = new Set<string>()
      for (const publication of publications)
        for (const file of await filesOf(clone, publication)) republished.add(file)
      aside.publications = aside.publications.filter(({ files }) => !files.some(file => republished.has(file)))
    }
    writeKept(this.file, this.asides)
    this.tell()
  }

  /**
   * Sends the branches not on origin yet, and removes those whose publications are all settled
   * (from origin too when they were sent). Origin out of reach: tried again at the next call (after
   * each publication, at each retry of a send, at start).
   */
  async share(clone: Clone, push: boolean) {
    const before = JSON.stringify(this.asides)
    for (const aside of this.asides) {
      const ref = `refs/heads/${aside.branch}`
      try {
        if (aside.publications.length && push && !aside.sent) {
          await clone.git(["push", "--quiet", "origin", `${ref}:${ref}`])
          aside.sent = true
        } else if (!aside.publications.length) {
          if (aside.sent) await clone.git(["push", "--quiet", "origin", "--delete", ref])
          aside.sent = false
          await clone.git(["branch", "--quiet", "-D", aside.branch]).catch(() => undefined)
        }
      } catch {
        // Origin out of reach or refusing: the same next time, nothing lost meanwhile.
      }
    }
    this.asides = this.asides.filter(aside => aside.publications.length || aside.sent)
    if (JSON.stringify(this.asides) !== before) writeKept(this.file, this.asides)
    this.tell()
  }

  private tell() {
    const named = this.asides.flatMap(({ branch, publications, sent }) =>
      publications.map(
        ({ by, date, files }) =>
          `celle ${publishedByOn({ by, date: new Date(date), commit: "", parents: [] })} (${entryNames(files)}), gardée dans la branche «\u00a0${branch}\u00a0»${sent ? " (ici et sur le dépôt)" : ""}`,
      ),
    )
    if (!named.length) return this.status.clear("publication mise de côté")
    const many = named.length > 1
    this.status.set(
      "publication mise de côté",
      `${many ? "Publications mises" : "Publication mise"} de côté\u00a0: ${named.join("\u00a0; ")}. ${many ? "Elles n’avaient" : "Elle n’avait"} pas encore atteint le dépôt quand un développeur y a changé les mêmes lignes\u00a0: sa modification est celle du site, ${many ? "les vôtres ne sont pas perdues" : "la vôtre n’est pas perdue"} (la personne qui gère le site ${many ? "les retrouve dans ces branches" : "la retrouve dans cette branche"}). Pour ${many ? "les" : "la"} remettre, ${many ? "rouvrez chaque entrée" : "rouvrez l’entrée"}, refaites la modification et publiez-la de nouveau. Les autres publications ne sont pas touchées.`,
    )
  }
}
