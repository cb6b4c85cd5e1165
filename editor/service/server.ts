import { appendFileSync, existsSync, readFileSync } from "node:fs"
import type { Server } from "node:http"
import path from "node:path"
import express from "express"
import { removeLeftoverCopies } from "../admin/save-guard"
import { decapApi, MAX_UPLOAD_BYTES } from "./api"
import { authentication, type Editor } from "./auth"
import { changeSince, draftSummaries, isEntry } from "./entry-state"
import { Clone, Lock, OriginUnreachable, type Signature } from "./git-sync"
import { failureMessage } from "./failures"
import { undoLastPublication, type Outcome } from "./publications"
import { answerAfterBody } from "./refusals"
import { setAsideConflicting, SetAsides } from "./set-aside"
import type { Publisher } from "./publisher"
import { StatusBoard } from "./status"

export interface ServiceOptions {
  /** The dedicated clone of the site's repository (its `origin` is where publications go). */
  repo: string
  /** The editor's page, built by ./build-admin.ts. */
  admin: string
  accounts: string
  /** The editor's public origin (https://edition.example.fr), the only one allowed to call the API. */
  origin: string
  port: number
  /** Push to origin after each publication (false: a body without a git host, see `publisher`). */
  push: boolean
  publisher?: Publisher
  /** Seconds between two attempts to send a refused or failed push. */
  retrySeconds?: number
  maxFailures?: number
}

/**
 * The admin page's own policy: its scripts and styles only from this origin, never inline scripts.
 * Decap checks its configuration with ajv, which compiles each validator with `new Function`
 * ('unsafe-eval', or the page stops on « Error loading the CMS configuration »: a kept workaround,
 * its evidence and removal condition in editor/README.md); its styles are injected at run time by emotion ('unsafe-inline'
 * for styles only); images also as blob: and
 * data: (uploads being previewed), the preview pane as a same-origin frame, no other site framing it.
 */
export const ADMIN_CSP = [
  "default-src 'none'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' blob: data:",
  "font-src 'self' data:",
  "connect-src 'self' blob:",
  "frame-src 'self' blob:",
  "child-src 'self' blob:",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ")

export async function startService(
  options: ServiceOptions,
): Promise<{ server: Server; status: StatusBoard; stop: () => Promise<void> }> {
  const clone = new Clone(path.resolve(options.repo))
  const lock = new Lock()
  const status = new StatusBoard(path.join(clone.dir, "data"))
  // A linked node_modules (the build needs one) is not ignored by the site's `node_modules/` pattern.
  const exclude = path.join(clone.dir, ".git", "info", "exclude")
  if (!(existsSync(exclude) && readFileSync(exclude, "utf8").includes("/node_modules\n")))
    appendFileSync(exclude, "/node_modules\n")
  await lock.run(() => clone.recover())
  removeLeftoverCopies()
  // A developer's push of the same lines as a publication origin never received: origin's wins, the
  // publication is set aside on a branch and told in the banner until it is published again.
  const asides = new SetAsides(path.join(clone.dir, ".git", "editeur-mises-de-cote.json"), status)
  clone.onConflict = async (before, signature) => {
    asides.add(await setAsideConflicting(clone, before, signature))
    await asides.share(clone, options.push)
  }
  await lock.run(() => asides.share(clone, options.push))

  let retry: NodeJS.Timeout | undefined
  /**
   * The server closed: no more attempts to send (a test's service, stopped, would retry for ever) and
   * nothing more to report. `listening` turns false at `close()`; its event waits for open connections.
   */
  const stopped = () => !server.listening
  const send = async (signature: Signature) => {
    if (!options.push) return
    clearTimeout(retry)
    try {
      await clone.push(signature)
      const sent = await clone.head()
      if (stopped()) return
      status.set("à jour", "Publication envoyée au dépôt : la chaîne de publication du site prend le relais.", sent)
    } catch (error) {
      const waiting = await clone.ahead()
      if (stopped()) return
      const why = error instanceof OriginUnreachable ? "ne répond pas" : "ne l’a pas acceptée"
      status.set(
        "envoi en attente",
        `La publication est enregistrée ici mais le dépôt ${why} (${waiting} modification(s) en attente) : nouvel essai dans ${options.retrySeconds ?? 30} s, rien n’est perdu.`,
      )
      retry = setTimeout(() => void lock.run(() => send(signature)), (options.retrySeconds ?? 30) * 1000)
      retry.unref()
    }
  }
  const onPublished = async (editor: Editor) => {
    await asides.settle(clone)
    await send(editor.account)
    await asides.share(clone, options.push)
    if (options.publisher) void options.publisher.request()
  }

  const app = express()
  app.disable("x-powered-by")
  app.set("trust proxy", false)
  app.use((_request, response, next) => {
    response.setHeader("X-Content-Type-Options", "nosniff")
    response.setHeader("Referrer-Policy", "no-referrer")
    response.setHeader("Cache-Control", "no-store")
    next()
  })
  app.use(answerAfterBody)
  app.use(authentication({ accountsFile: options.accounts, origin: options.origin, maxFailures: options.maxFailures }))
  app.get("/api/etat", (_request, response) => {
    response.json({ ...status.get(), editeur: (response.locals.editor as Editor).account.name })
  })
  // What an open form and the review board follow (./entry-state.ts): read from git's refs and
  // objects only, without waiting for the clone's lock (a save may hold it for a while).
  app.get("/api/entree/:entry", (request, response, next) => {
    const { entry } = request.params
    if (!isEntry(entry)) return void response.status(404).json({ error: "Page inconnue du site." })
    const since = typeof request.query.depuis === "string" ? request.query.depuis : ""
    changeSince(clone, entry, since)
      .then(state => response.json(state))
      .catch(next)
  })
  app.get("/api/brouillons", (_request, response, next) => {
    draftSummaries(clone)
      .then(drafts => response.json({ drafts }))
      .catch(next)
  })
  // « Annuler la dernière publication » (editor/admin/hosted-undo.ts): behind the same checks as every
  // path (above), one git operation at a time, then sent and published like a publication.
  app.post("/api/annuler-publication", (_request, response, next) => {
    const editor = response.locals.editor as Editor
    lock
      .run(async () => {
        const before = await clone.head()
        let outcome: Outcome
        try {
          outcome = await undoLastPublication(clone, editor, options.publisher?.failing())
        } catch (error) {
          console.error(error)
          await clone.restore(before)
          outcome = { status: 409, error: failureMessage("annuler-publication", [], false) }
        }
        // Whatever the undo did, the clone is left on main, clean, nothing half done.
        if (!(await clone.healthy())) await clone.restore()
        response
          .status(outcome.status)
          .json(outcome.status === 200 ? { message: outcome.message } : { error: outcome.error })
        if (outcome.status === 200) await onPublished(editor)
      })
      .catch(next)
  })
  // Uploads travel base64-encoded inside the JSON body: a third more than the image itself.
  const api = await decapApi(clone, lock, onPublished)
  app.post(
    "/api/v1",
    express.json({ limit: Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 1024 * 1024 }),
    (request, response, next) => void api(request, response).catch(next),
  )
  app.use(
    "/admin",
    express.static(path.resolve(options.admin), {
      setHeaders: response => response.setHeader("Content-Security-Policy", ADMIN_CSP),
    }),
  )
  app.get("/", (_request, response) => response.redirect(302, "/admin/"))
  app.use((_request, response) => response.status(404).json({ error: "Adresse inconnue du service d’édition." }))
  app.use(
    (
      error: Error & { status?: number; type?: string },
      _request: express.Request,
      response: express.Response,
      // Express tells an error handler by its four parameters.
      // eslint-disable-next-line @typescript-eslint/no-unused-vars
      _next: express.NextFunction,
    ) => {
      // Node's and the libraries' own messages (English, with the server's paths) go to the log only.
      console.error(error)
      const tooLarge = error.type === "entity.too.large"
      const status = tooLarge ? 413 : (error.status ?? 500)
      response.status(status).json({
        error: tooLarge
          ? `Envoi trop lourd : une image fait ${MAX_UPLOAD_BYTES / 1024 / 1024} Mo au plus.`
          : status < 500
            ? "Requête refusée\u00a0: elle n’est pas lisible (le corps attendu est du JSON). Rechargez la page et recommencez."
            : "Erreur du service d’édition\u00a0: l’opération n’a pas abouti. Rechargez la page et recommencez\u00a0; si l’erreur se répète, transmettez ce message à la personne qui gère le site.",
      })
    },
  )

  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(options.port, "127.0.0.1", () => resolve(listening))
    listening.on("error", reject)
  })
  server.on("close", () => clearTimeout(retry))
  // Publications committed but never sent (the service ended before, killed or cut off): sent now, then retried
  // as any other, in the name of the last one's author.
  if (options.push && (await clone.ahead())) void lock.run(async () => send(await clone.lastAuthor()))
  /**
   * Takes no more requests, then waits for what an answered request still does under the clone's lock: the
   * publication's sending to origin, the record of what an editor has read. A stop (SIGTERM, `systemctl restart`)
   * just after a publication does not leave it unsent.
   */
  const stop = async () => {
    await new Promise(resolve => server.close(resolve))
    await lock.run(() => Promise.resolve())
  }
  return { server, status, stop }
}
