import type { Server } from "node:http"
import cors from "cors"
import express from "express"
import { registerLocalFs } from "decap-server/dist/middlewares"
import { unreadableImage } from "../admin/image-decode"
import { guard, type ApiRequest } from "../admin/save-guard"

/** Browsers on this machine only: the editing page of `npm run edit`, whatever its port. */
const localOrigin = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/

/**
 * decap-server's local file-system backend (it writes straight into the working tree), behind the
 * content check: a save that `npm run check` would refuse gets a 422 with the check's French message
 * and nothing reaches data/ (editor/admin/save-guard.ts). Listens on loopback only.
 */
export async function startEditServer(repoDir: string, port: number): Promise<Server> {
  process.env.GIT_REPO_DIRECTORY = repoDir
  const app = express()
  app.use(cors({ origin: localOrigin }))
  app.use(express.json({ limit: "50mb" }))
  app.post("/api/v1", (request, response, next) => {
    const verdict = guard(repoDir, request.body as ApiRequest)
    void (verdict.ok ? unreadableImage(verdict.request) : Promise.resolve(verdict.message))
      .then(refusal => {
        if (refusal) {
          console.error(`\n${refusal}\n`)
          response.status(422).json({ error: refusal })
          return
        }
        request.body = (verdict as { request: ApiRequest }).request
        next()
      })
      .catch(next)
  })
  await registerLocalFs(app, { logLevel: "warn" })
  return new Promise((resolve, reject) => {
    const server = app.listen(port, "127.0.0.1", () => resolve(server))
    server.on("error", reject)
  })
}
