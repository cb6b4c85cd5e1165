/** @jest-environment node */
// A refusal is answered cleanly even for a large body (issue 37, point 4): the body is read first,
// the client finishes sending it, then gets the status, its headers and the French message (behind
// nginx, a connection closed mid-body was a 502). Through nginx: editor/e2e/hosted/security.spec.ts.
import { mkdtempSync, rmSync } from "node:fs"
import { request, type IncomingHttpHeaders, type Server } from "node:http"
import os from "node:os"
import path from "node:path"
import { addAccount } from "../../service/accounts"
import { EDITORS, ORIGIN, PASSWORD } from "../helpers/editor-calls"
import { serviceOn, serviceRepos, sessionOf } from "../helpers/service-repos"

const dir = mkdtempSync(path.join(os.tmpdir(), "refus-"))
let server: Server
let port = 0

beforeAll(async () => {
  const { clone } = serviceRepos(dir)
  const accounts = path.join(dir, "comptes.json")
  for (const { login, name, email } of Object.values(EDITORS)) await addAccount(accounts, login, name, email, PASSWORD)
  jest.spyOn(console, "error").mockImplementation(() => undefined)
  let base: string
  ;({ server, base } = await serviceOn(dir, clone, accounts, ORIGIN, { push: false }))
  port = Number(new URL(base).port)
}, 60_000)
afterAll(() => {
  server?.close()
  rmSync(dir, { recursive: true, force: true })
})

/** A POST of `megabytes` of body, sent in chunks as nginx does; what came back, and whether it was all sent. */
function post(megabytes: number, headers: Record<string, string>) {
  const body = Buffer.alloc(megabytes * 1024 * 1024, "a")
  return new Promise<{ status: number; headers: IncomingHttpHeaders; text: string; sent: boolean; error?: string }>(
    resolve => {
      let sent = false
      const sending = request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/v1",
          headers: { ...headers, "Content-Type": "application/json", "Content-Length": body.length },
        },
        response => {
          let text = ""
          response.on("data", (chunk: Buffer) => (text += chunk.toString()))
          response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text, sent }))
        },
      )
      sending.on("error", error => resolve({ status: 0, headers: {}, text: "", sent, error: error.message }))
      sending.on("finish", () => (sent = true))
      let offset = 0
      const write = () => {
        while (offset < body.length) {
          const ok = sending.write(body.subarray(offset, offset + 64 * 1024))
          offset += 64 * 1024
          if (!ok) return void sending.once("drain", write)
        }
        sending.end()
      }
      write()
    },
  )
}

test("401 for a large body without a session: all of it read, then the French message", async () => {
  const refused = await post(10, {})
  expect(refused).toMatchObject({ status: 401, sent: true })
  expect(JSON.parse(refused.text)).toEqual({
    error: "Identification requise : connectez-vous sur la page de connexion de l’éditeur.",
  })
})

test("403 for a large body from another site's page, 413 for one over the limit, both read and answered", async () => {
  const elsewhere = await post(10, { Cookie: sessionOf("claire"), Origin: "https://ailleurs.example" })
  expect(elsewhere).toMatchObject({ status: 403, sent: true })
  expect((JSON.parse(elsewhere.text) as { error: string }).error).toMatch(/^Requête refusée : elle ne vient pas/)
  const heavy = await post(12, { Cookie: sessionOf("claire"), Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" })
  expect(heavy).toMatchObject({ status: 413, sent: true })
  expect((JSON.parse(heavy.text) as { error: string }).error).toMatch(/^Envoi trop lourd : une image fait 8 Mo au plus/)
})
