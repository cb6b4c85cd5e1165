/**
 * « Publier » → change served, in the hosted editor's self-publishing mode (issue 23, goal: under two
 * minutes with a warm build cache), once the stack is up (bench/editor-section.ts starts it).
 */
import { request } from "node:https"
import { sessionFor } from "../editor/e2e/session"
import { waitUntil } from "../tooling/wait-until"

export interface EditorPublishOptions {
  /** The editor's origin behind nginx, e.g. https://127.0.0.1:9511. */
  origin: string
  login: string
  password: string
  /** The public site served by nginx from the release folder, e.g. http://127.0.0.1:9512/. */
  siteUrl: string
  /** The draft to publish: file and new content, and the text the served page shows once it is live. */
  slug: string
  file: string
  raw: string
  expected: string
  timeoutMs?: number
}

/** Milliseconds from the publish request to the first response of the site containing `expected`. */
export async function measureEditorPublish(options: EditorPublishOptions): Promise<number> {
  const headers = {
    Cookie: await sessionFor({ url: options.origin, ...options }),
    Origin: options.origin,
    "Content-Type": "application/json",
  }
  // node:https rather than fetch: the bench's nginx has a throwaway self-signed certificate.
  const call = (body: object) =>
    new Promise<void>((resolve, reject) => {
      const sent = request(
        `${options.origin}/api/v1`,
        { method: "POST", headers, rejectUnauthorized: false },
        response => {
          let text = ""
          response.on("data", (chunk: Buffer) => (text += chunk.toString()))
          response.on("end", () =>
            response.statusCode === 200
              ? resolve()
              : reject(
                  new Error(
                    `Le service d’édition a refusé ${JSON.stringify(body).slice(0, 60)}… : ${response.statusCode} ${text}`,
                  ),
                ),
          )
        },
      )
      sent.on("error", reject)
      sent.end(JSON.stringify(body))
    })
  const entry = { collection: "contenu", slug: options.slug }
  await call({
    action: "persistEntry",
    params: {
      branch: "main",
      dataFiles: [{ slug: options.slug, path: options.file, raw: options.raw }],
      assets: [],
      options: {
        collectionName: "contenu",
        commitMessage: `Banc d’essai : ${options.slug}`,
        useWorkflow: true,
        status: "draft",
      },
    },
  })
  await call({
    action: "updateUnpublishedEntryStatus",
    params: { branch: "main", ...entry, newStatus: "pending_publish" },
  })
  const start = performance.now()
  await call({ action: "publishUnpublishedEntry", params: { branch: "main", ...entry } })
  const online = async () =>
    (
      await fetch(options.siteUrl, { cache: "no-store" }).then(
        response => response.text(),
        () => "",
      )
    ).includes(options.expected)
  const timeoutMs = start + (options.timeoutMs ?? 600_000) - performance.now()
  if (await waitUntil(online, { timeoutMs, intervalMs: 1000 })) return performance.now() - start
  throw new Error(
    `« ${options.expected} » n’est pas en ligne après ${Math.round((options.timeoutMs ?? 600_000) / 1000)} s.`,
  )
}
