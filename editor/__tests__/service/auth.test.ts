/** @jest-environment node */
import { mkdtempSync, rmSync } from "node:fs"
import type { Server } from "node:http"
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
    const refused = await get({ Authorization: basic("claire", "un mot de passe long"), ...headers })
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
