/**
 * Decap's own requests to the hosted service, as an editor's page sends them (the editorial
 * workflow: a draft saved, its status changed, published; the undo button), and a developer's push
 * to origin from a clone of their own, for the service's tests with real git.
 */
import { execFileSync } from "node:child_process"
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { git, sessionOf } from "./service-repos"

export const ORIGIN = "https://edition.sylvene-audit.example"
export const PASSWORD = "un mot de passe long"
export const EDITORS = {
  claire: { login: "claire", name: "Claire Dumontel", email: "claire@sylvene-audit.example" },
  etienne: { login: "etienne", name: "Étienne Valmont", email: "etienne@sylvene-audit.example" },
}

export type Answer = { status: number; body: { error?: string; message?: string } & Record<string, unknown> }

export function editorCalls(base: () => string) {
  const headers = (login: string) => ({
    Cookie: sessionOf(login),
    Origin: ORIGIN,
    "Sec-Fetch-Site": "same-origin",
    "Content-Type": "application/json",
  })
  const answer = async (response: Response): Promise<Answer> => {
    const text = await response.text()
    let body: Answer["body"]
    try {
      body = JSON.parse(text) as Answer["body"]
    } catch {
      body = { error: text }
    }
    return { status: response.status, body }
  }
  const call = async (login: string, action: string, params: object) =>
    answer(
      await fetch(`${base()}/api/v1`, {
        method: "POST",
        headers: headers(login),
        body: JSON.stringify({ action, params: { branch: "main", ...params } }),
      }),
    )
  const slugOf = (file: string) => file.replace(/\.json$/, "")
  return {
    headers,
    call,
    /** Saves `content` of data/`file` as the entry's draft (Decap's « Enregistrer » in the workflow). */
    saveDraft: (login: string, file: string, content: unknown) =>
      call(login, "persistEntry", {
        dataFiles: [{ slug: slugOf(file), path: `data/${file}`, raw: JSON.stringify(content, null, 2) }],
        assets: [],
        options: {
          collectionName: "contenu",
          commitMessage: `Update “${slugOf(file)}”`,
          useWorkflow: true,
          status: "draft",
        },
      }),
    /** Reads the entry's draft as Decap's editor does when it opens one. */
    readDraft: (login: string, file: string) =>
      call(login, "unpublishedEntryDataFile", {
        path: `data/${file}`,
        collection: "contenu",
        slug: slugOf(file),
        id: `contenu/${slugOf(file)}`,
      }),
    getEntry: (login: string, file: string) => call(login, "getEntry", { path: `data/${file}` }),
    ready: (login: string, file: string) =>
      call(login, "updateUnpublishedEntryStatus", {
        collection: "contenu",
        slug: slugOf(file),
        newStatus: "pending_publish",
      }),
    publish: (login: string, file: string) =>
      call(login, "publishUnpublishedEntry", { collection: "contenu", slug: slugOf(file) }),
    deleteDraft: (login: string, file: string) =>
      call(login, "deleteUnpublishedEntry", { collection: "contenu", slug: slugOf(file) }),
    undo: async (login: string) =>
      answer(await fetch(`${base()}/api/annuler-publication`, { method: "POST", headers: headers(login) })),
  }
}

/** A developer's commit to data/`file`, changed by `change`, pushed to `origin` from their own clone. */
export function developerPush(dir: string, origin: string, file: string, change: (content: Subtitled) => void) {
  const developer = path.join(dir, `developpeur-${Date.now()}`)
  execFileSync("git", ["clone", "--quiet", origin, developer], { stdio: "pipe" })
  const target = path.join(developer, "data", file)
  const content = JSON.parse(readFileSync(target, "utf8")) as Subtitled
  change(content)
  writeFileSync(target, `${JSON.stringify(content, null, 2)}\n`)
  git(developer, "-c", "user.name=Dev", "-c", "user.email=dev@example.invalid", "commit", "--quiet", "-am", "Dev")
  git(developer, "push", "--quiet", "origin", "main")
}

/** The pages' files used in these tests: each has a header with a subtitle. */
/** A draft saved and marked ready by Claire, then published by Étienne: each step answers 200. */
export async function publishThrough(editor: ReturnType<typeof editorCalls>, file: string, content: object) {
  expect((await editor.saveDraft("claire", file, content)).status).toBe(200)
  expect((await editor.ready("claire", file)).status).toBe(200)
  expect((await editor.publish("etienne", file)).status).toBe(200)
}

export type Subtitled = { header: { subtitle: string } } & Record<string, unknown>

/** The state that must hold after any request: on main, nothing uncommitted, no rebase or merge under way. */
export function cloneState(clone: string) {
  const gitDir = path.join(clone, ".git")
  const markers = ["rebase-merge", "rebase-apply", "MERGE_HEAD", "REVERT_HEAD", "CHERRY_PICK_HEAD", "index.lock"]
  return {
    branch: git(clone, "rev-parse", "--abbrev-ref", "HEAD"),
    status: git(clone, "status", "--porcelain"),
    underway: markers.filter(marker => {
      try {
        readFileSync(path.join(gitDir, marker))
        return true
      } catch (error) {
        return (error as NodeJS.ErrnoException).code === "EISDIR"
      }
    }),
  }
}
export const CLEAN = { branch: "main", status: "", underway: [] }
