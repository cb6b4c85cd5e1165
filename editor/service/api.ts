import path from "node:path"
import express, { type Request, type Response } from "express"
import { registerLocalGit } from "decap-server/dist/middlewares"
import { unreadableImage } from "../admin/image-decode"
import { entryOf, VERSION_HEADER } from "../admin/entry-version"
import { guard, type ApiRequest, type DataFile } from "../admin/save-guard"
import { MAX_UPLOAD_BYTES } from "../admin/upload-limit"
import type { Editor } from "./auth"
import { signatureEnv, type Clone, type Lock } from "./git-sync"
import { failureMessage } from "./failures"
import { refusedPath } from "./paths"
import { draftBranch, entryVersion, isEntry } from "./entry-state"
import { markPublication } from "./publications"
import { Reads } from "./reads"

/** Actions that commit: the clone is brought up to date with origin first (./git-sync.ts). */
const COMMITS = new Set(["persistEntry", "persistMedia", "deleteFile", "deleteFiles", "publishUnpublishedEntry"])
/** Actions after which the main branch holds a new publication. */
const PUBLISHES = new Set(["publishUnpublishedEntry", "persistMedia", "deleteFile", "deleteFiles"])
/** An image larger than this is refused before anything is written (base64 in the JSON body). */
export { MAX_UPLOAD_BYTES } from "../admin/upload-limit"

/** The data files a request is about (named in a failure's message). */
const touched = (body: ApiRequest & { params?: { slug?: string; path?: string } }) => {
  const params = body.params ?? {}
  const files = [...(params.dataFiles ?? (params.entry ? [params.entry] : [])).map(file => file.path)]
  if (params.path) files.push(params.path)
  if (!files.length && params.slug) files.push(`data/${params.slug}.json`)
  return files
}

/**
 * decap-server's git mode (`registerLocalGit`) for one clone, wrapped: one request at a time, the
 * clone synchronised with origin before each commit, each save through the content check
 * (editor/admin/save-guard.ts), commits signed by the signed-in editor, and a save refused when the file
 * changed since this editor opened it (two editors on the same file: the second keeps their text).
 */
export async function decapApi(clone: Clone, lock: Lock, onPublished: (editor: Editor) => Promise<void>) {
  process.env.GIT_REPO_DIRECTORY = clone.dir
  const decap = express()
  await registerLocalGit(decap, { logLevel: "warn" })
  /** The version of each file each editor last read: login → path → git blob id. */
  const seen = new Reads(path.join(clone.dir, ".git", "editeur-lectures.json"))
  const blob = (ref: string, file: string) => clone.git(["rev-parse", `${ref}:${file}`]).catch(() => "")
  const refOf = async (slug?: string) => {
    const draft = slug ? draftBranch(slug) : ""
    return draft && (await clone.git(["branch", "--list", draft])) ? draft : clone.branch
  }
  const slugOf = (file: string) => file.replace(/^data\//, "").replace(/\.json$/, "")

  /**
   * decap-server's handling of one request, its answer (always `res.json`) kept back: the service
   * first checks the clone (a git operation that failed is undone) and marks a publication
   * (./publications.ts re-makes main's commit), so the page, and anyone reading git after the answer,
   * sees main as it stays.
   */
  const forward = (request: Request, response: Response) =>
    new Promise<{ body: unknown }>(resolve => {
      const answer = response.json.bind(response)
      response.json = body => {
        response.json = answer
        resolve({ body })
        return response
      }
      response.on("close", () => resolve({ body: undefined }))
      decap(request, response, () => {
        response.status(404).json({ error: "Action inconnue." })
      })
    })

  return async function api(request: Request, response: Response) {
    const editor = response.locals.editor as Editor
    const body = request.body as ApiRequest & { params?: { path?: string; files?: { path: string }[]; slug?: string } }
    const action = body?.action
    if (typeof action !== "string") {
      response.status(400).json({ error: "Requête refusée : action manquante." })
      return
    }
    const refused = refusedPath(body.params)
    if (refused) {
      response.status(refused.status).json({ error: refused.error })
      return
    }
    const assets = [...(body.params?.assets ?? []), ...(body.params?.asset ? [body.params.asset] : [])]
    for (const asset of assets) {
      if (Buffer.byteLength(asset.content ?? "", "base64") > MAX_UPLOAD_BYTES) {
        response.status(413).json({
          error: `Image trop lourde (${Math.round(Buffer.byteLength(asset.content, "base64") / 1024 / 1024)}\u00a0Mo)\u00a0: elle ne doit pas dépasser ${MAX_UPLOAD_BYTES / 1024 / 1024}\u00a0Mo. Réduisez-la (800\u00a0×\u00a0800 pixels suffisent) puis choisissez-la de nouveau.`,
        })
        return
      }
    }
    await lock.run(async () => {
      if (COMMITS.has(action)) {
        try {
          await clone.syncWithOrigin(editor.account)
        } catch (error) {
          response.status(409).json({ error: (error as Error).message })
          return
        }
      }
      if (action === "persistEntry") {
        const files: DataFile[] = body.params?.dataFiles ?? (body.params?.entry ? [body.params.entry] : [])
        for (const file of files) {
          const current = await blob(await refOf(file.slug), file.path)
          const read = seen.get(editor.login, file.path)
          if (read && current && read !== current) {
            response.status(409).json({
              error: `Un autre éditeur a enregistré cette page pendant que vous la modifiiez\u00a0; rien n’a été enregistré. Votre texte reste dans cette page\u00a0: copiez-le, rechargez la page, puis reportez vos changements.`,
            })
            return
          }
        }
      }
      const verdict = guard(clone.dir, body)
      if (!verdict.ok) {
        console.error(`\n${verdict.message}\n`)
        // The developer's words (file › field) in the log, the editor's (label, item) on the page.
        response.status(422).json({ error: verdict.forEditor, fields: verdict.places })
        return
      }
      const unreadable = await unreadableImage(verdict.request)
      if (unreadable) {
        console.error(`\n${unreadable}\n`)
        response.status(422).json({ error: unreadable })
        return
      }
      request.body = verdict.request
      // decap-server runs git with the process's environment: each commit is signed by this editor.
      const signature = signatureEnv(editor.account)
      const before = await clone.head()
      Object.assign(process.env, signature)
      let held: { body: unknown }
      try {
        held = await forward(request, response)
      } finally {
        for (const key of Object.keys(signature)) delete process.env[key]
      }
      if (response.writableEnded) return
      // decap-server's rebase of a draft or merge of a publication can stop on a conflict (it answers
      // 500 and leaves the clone mid-way): undone here, at once, and told to the editor in French.
      const failed = response.statusCode >= 500
      const conflicts = failed ? await clone.conflicted() : []
      if (failed || !(await clone.healthy())) await clone.restore(failed ? before : undefined)
      if (failed) {
        console.error(`\n${action} : ${JSON.stringify(held.body)} ; conflits : ${conflicts.join(", ") || "aucun"}\n`)
        const files = conflicts.length ? conflicts : touched(body)
        response.status(409).json({ error: failureMessage(action, files, conflicts.length > 0) })
        return
      }
      try {
        if (PUBLISHES.has(action) && response.statusCode === 200) await markPublication(clone, before, editor)
        // What the open form now shows or made, for it to tell when the entry changes underneath.
        const entry = entryOf(body)
        if (response.statusCode === 200 && entry && isEntry(entry))
          response.setHeader(VERSION_HEADER, await entryVersion(clone, entry))
      } finally {
        response.json(held.body)
      }
      if (response.statusCode !== 200) return
      // What this editor has now seen (a read) or written (a save) is their base for the next save.
      const reads =
        action === "entriesByFiles"
          ? (body.params?.files ?? []).map(f => ({ path: f.path, slug: slugOf(f.path) }))
          : ["getEntry", "unpublishedEntryDataFile", "persistEntry"].includes(action)
            ? [
                ...(body.params?.path
                  ? [{ path: body.params.path, slug: body.params.slug ?? slugOf(body.params.path) }]
                  : []),
                ...(body.params?.dataFiles ?? (body.params?.entry ? [body.params.entry] : [])).map(f => ({
                  path: f.path,
                  slug: f.slug ?? slugOf(f.path),
                })),
              ]
            : []
      const versions: [string, string][] = []
      for (const { path: file, slug } of reads) versions.push([file, await blob(await refOf(slug), file)])
      seen.set(editor.login, versions)
      if (PUBLISHES.has(action)) await onPublished(editor)
    })
  }
}
