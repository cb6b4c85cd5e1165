/** @jest-environment node */
import { mkdtempSync, rmSync } from "node:fs"
import { request, type IncomingHttpHeaders, type Server } from "node:http"
import os from "node:os"
import path from "node:path"
import express from "express"
import { addAccount } from "../../service/accounts"
import { authentication, type Editor } from "../../service/auth"

const ORIGIN = "https://edition.sylvene-audit.example"
let dir: string
let server: Server
let base: string
const basic = (login: string, password: string) => `Basic ${Buffer.from(`${login}:${password}`).toString("base64")}`

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "auth-"))
  const accounts = path.join(dir, "comptes.json")
  await addAccount(accounts, "claire", "Claire Dumontel", "claire@sylvene-audit.example", "un mot de passe long")
  const app = express()
  app.use(authentication({ accountsFile: accounts, origin: ORIGIN, maxFailures: 3, windowMs: 60_000 }))
  app.use((_request, response) => response.json({ editor: (response.locals.editor as Editor).account.name }))
  await new Promise<void>(resolve => {
    server = app.listen(0, "127.0.0.1", () => resolve())
  })
  const address = server.address() as { port: number }
  base = `http://127.0.0.1:${address.port}`
})
afterAll(() => {
  server.close()
  rmSync(dir, { recursive: true, force: true })
})

const get = (headers: Record<string, string> = {}) => fetch(`${base}/api/etat`, { headers })
/** A request with exactly these headers (fetch sets Sec-Fetch-Mode itself, always to « cors »). */
const exactly = (method: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const sent = request(`${base}/api/etat`, { method, headers }, response => {
      let body = ""
      response.on("data", (chunk: Buffer) => (body += chunk.toString()))
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
    })
    sent.on("error", reject)
    sent.end()
  })

test("no credentials or wrong ones: 401 with a French message and a Basic challenge", async () => {
  for (const headers of [{}, { Authorization: "Bearer x" }, { Authorization: basic("claire", "faux") }] as Record<
    string,
    string
  >[]) {
    const response = await get(headers)
    expect(response.status).toBe(401)
    expect(response.headers.get("www-authenticate")).toContain("Basic")
    expect(((await response.json()) as { error: string }).error).toContain("Identification requise")
  }
})

test("the right account passes, signed in as its editor; another origin is refused", async () => {
  const ok = await get({
    Authorization: basic("claire", "un mot de passe long"),
    Origin: ORIGIN,
    "Sec-Fetch-Site": "same-origin",
  })
  expect(ok.status).toBe(200)
  expect(await ok.json()).toEqual({ editor: "Claire Dumontel" })
  for (const headers of [{ Origin: "https://ailleurs.example" }, { "Sec-Fetch-Site": "cross-site" }] as Record<
    string,
    string
  >[]) {
    const refused = await fetch(`${base}/api/v1`, {
      method: "POST",
      headers: { Authorization: basic("claire", "un mot de passe long"), ...headers },
    })
    expect(refused.status).toBe(403)
  }
})

test("after maxFailures failed sign-ins for an account, it is blocked (429), even with its password", async () => {
  for (let attempt = 0; attempt < 3; attempt++)
    expect((await get({ Authorization: basic("bloque", "faux"), "X-Real-IP": `10.0.0.${attempt}` })).status).toBe(401)
  const blocked = await get({ Authorization: basic("bloque", "faux"), "X-Real-IP": "10.0.0.9" })
  expect(blocked.status).toBe(429)
  expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0)
  expect(((await blocked.json()) as { error: string }).error).toContain("Trop d’essais de connexion manqués")
  // The client addresses were each under the limit: another account from them still signs in.
  expect((await get({ Authorization: basic("claire", "un mot de passe long"), "X-Real-IP": "10.0.0.1" })).status).toBe(
    200,
  )
})

test("a link from another site (a top-level GET navigation) opens the editor; its writes and fetches are refused", async () => {
  const claire = { Authorization: basic("claire", "un mot de passe long") }
  const link = { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" }
  // A browser without Fetch Metadata names the other page in Referer (and Origin, on some GETs).
  const older = { Origin: "https://webmail.example", Referer: "https://webmail.example/message" }
  for (const headers of [link, older]) {
    const anonymous = await exactly("GET", headers)
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers["www-authenticate"]).toContain("Basic")
    expect((await exactly("GET", { ...claire, ...headers })).status).toBe(200)
  }
  const fetched = { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "cors", "Sec-Fetch-Dest": "empty" }
  const framed = { ...link, "Sec-Fetch-Dest": "iframe" }
  for (const headers of [fetched, framed]) expect((await exactly("GET", { ...claire, ...headers })).status).toBe(403)
  for (const headers of [link, older]) {
    const write = await exactly("POST", { ...claire, ...headers })
    expect(write.status).toBe(403)
    expect((JSON.parse(write.body) as { error: string }).error).toMatch(
      /^Requête refusée : elle ne vient pas de la page/,
    )
  }
})
