/** @jest-environment node */
import { mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { addAccount, removeAccount, resetPassword } from "../../service/accounts"
import { safeReturn } from "../../service/auth"
import { authServer, cookieOf, ORIGIN } from "../helpers/auth-server"

const PASSWORD = "un mot de passe long"
let dir: string
let accounts: string
let served: Awaited<ReturnType<typeof authServer>>
const exactly: typeof served.exactly = (...args) => served.exactly(...args)
const signIn: typeof served.signIn = (...args) => served.signIn(...args)

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "auth-"))
  accounts = path.join(dir, "comptes.json")
  await addAccount(accounts, "claire", "Claire Dumontel", "claire@sylvene-audit.example", PASSWORD)
  await addAccount(accounts, "etienne", "Étienne Valmont", "etienne@sylvene-audit.example", PASSWORD)
  served = await authServer({ accountsFile: accounts, maxFailures: 3, windowMs: 60_000 })
})
afterAll(() => {
  served.close()
  rmSync(dir, { recursive: true, force: true })
})

test("without a session: the page asks to sign in, the API answers 401 in French", async () => {
  const page = await exactly("GET", "/admin/?x=1", { "Sec-Fetch-Mode": "navigate" })
  expect(page.status).toBe(303)
  expect(page.headers.location).toBe(`/connexion?retour=${encodeURIComponent("/admin/?x=1")}`)
  for (const [method, url] of [
    ["GET", "/api/etat"],
    ["POST", "/api/v1"],
    ["POST", "/api/annuler-publication"],
  ]) {
    const api = await exactly(method, url, { Origin: ORIGIN })
    expect(api.status).toBe(401)
    expect(api.headers["www-authenticate"]).toBeUndefined()
    expect((JSON.parse(api.body) as { error: string }).error).toMatch(/^Identification requise/)
  }
})

test("the sign-in page is French, filled by password managers, with its own strict policy", async () => {
  const page = await exactly("GET", "/connexion?retour=%2Fadmin%2F")
  expect(page.status).toBe(200)
  expect(page.body).toContain('<html lang="fr">')
  expect(page.body).toMatch(/<input[^>]*name="username"[^>]*autocomplete="username"/)
  expect(page.body).toMatch(/<input[^>]*name="password"[^>]*type="password"[^>]*autocomplete="current-password"/)
  expect(page.headers["content-security-policy"]).toContain("script-src 'self'")
  expect(page.headers["content-security-policy"]).toContain("form-action 'self'")
  // Its form's POST names its origin (under « no-referrer », Chromium sends `Origin: null`).
  expect(page.headers["referrer-policy"]).toBe("same-origin")
})

test("a right password opens a __Host- session (HttpOnly, Secure, SameSite=Strict, expiring), back where asked", async () => {
  const wrong = await signIn("claire", "faux mot de passe")
  expect(wrong.status).toBe(401)
  expect(wrong.body).toContain("Identifiant ou mot de passe incorrect.")
  expect(wrong.headers["set-cookie"]).toBeUndefined()
  const ok = await signIn("claire", PASSWORD)
  expect(ok.status).toBe(303)
  expect(ok.headers.location).toBe("/admin/#/collections/contenu")
  const cookie = ok.headers["set-cookie"]![0]
  expect(cookie).toMatch(/^__Host-editeur-session=[\w-]{40,};/)
  for (const part of ["Path=/", "Secure", "HttpOnly", "SameSite=Strict", "Max-Age=43200"])
    expect(cookie.split("; ")).toContain(part)
  const signedIn = await exactly("GET", "/api/etat", { Cookie: cookieOf(ok) })
  expect(JSON.parse(signedIn.body)).toEqual({ editor: "Claire Dumontel" })
  // Signed in already: the sign-in page sends the browser straight on.
  expect((await exactly("GET", "/connexion", { Cookie: cookieOf(ok) })).status).toBe(303)
})

test("« Se déconnecter » ends the session on the service: the same cookie gets 401 afterwards", async () => {
  const cookie = cookieOf(await signIn("claire", PASSWORD))
  expect((await exactly("GET", "/api/etat", { Cookie: cookie })).status).toBe(200)
  const out = await exactly("POST", "/deconnexion", { Cookie: cookie, Origin: ORIGIN })
  expect(out.status).toBe(200)
  expect(out.headers["set-cookie"]![0]).toMatch(/^__Host-editeur-session=; .*Max-Age=0/)
  expect((await exactly("GET", "/api/etat", { Cookie: cookie })).status).toBe(401)
  expect((await exactly("POST", "/api/v1", { Cookie: cookie, Origin: ORIGIN })).status).toBe(401)
})

test("a reset password or a removed account ends that account's sessions", async () => {
  const cookie = cookieOf(await signIn("etienne", PASSWORD))
  await resetPassword(accounts, "etienne", `${PASSWORD} 2`)
  expect((await exactly("GET", "/api/etat", { Cookie: cookie })).status).toBe(401)
  const again = cookieOf(await signIn("etienne", `${PASSWORD} 2`))
  expect((await exactly("GET", "/api/etat", { Cookie: again })).status).toBe(200)
  removeAccount(accounts, "etienne")
  expect((await exactly("GET", "/api/etat", { Cookie: again })).status).toBe(401)
})

test("signing in or out from another site's page is refused (403)", async () => {
  for (const headers of [
    { Origin: "https://ailleurs.example" },
    { Origin: "null" },
    { "Sec-Fetch-Site": "cross-site" },
  ] as Record<string, string>[])
    expect((await signIn("claire", PASSWORD, headers)).status).toBe(403)
  const cookie = cookieOf(await signIn("claire", PASSWORD))
  expect((await exactly("POST", "/deconnexion", { Cookie: cookie, Origin: "https://ailleurs.example" })).status).toBe(
    403,
  )
  expect((await exactly("GET", "/api/etat", { Cookie: cookie })).status).toBe(200)
})

test("after maxFailures failed sign-ins for an account, it is blocked (429), even with its password", async () => {
  for (let attempt = 0; attempt < 3; attempt++)
    expect((await signIn("bloque", "faux", { "X-Real-IP": `10.0.0.${attempt}` })).status).toBe(401)
  const blocked = await signIn("bloque", "faux", { "X-Real-IP": "10.0.0.9" })
  expect(blocked.status).toBe(429)
  expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0)
  expect(blocked.body).toContain("Trop d’essais de connexion manqués")
  // The client addresses were each under the limit: another account from them still signs in.
  expect((await signIn("claire", PASSWORD, { "X-Real-IP": "10.0.0.1" })).status).toBe(303)
  // Per address: three failures with three names, then even the right password from there is refused.
  for (const name of ["a1", "a2", "a3"]) await signIn(name, "faux", { "X-Real-IP": "10.0.1.1" })
  expect((await signIn("claire", PASSWORD, { "X-Real-IP": "10.0.1.1" })).status).toBe(429)
})

test("a link from another site (a top-level GET navigation) opens the editor; its writes and fetches are refused", async () => {
  const claire = { Cookie: cookieOf(await signIn("claire", PASSWORD)) }
  const link = { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" }
  // A browser without Fetch Metadata names the other page in Referer (and Origin, on some GETs).
  const older = { Origin: "https://webmail.example", Referer: "https://webmail.example/message" }
  for (const headers of [link, older]) {
    // Without the cookie (SameSite=Strict keeps it from a cross-site navigation): the sign-in page.
    expect((await exactly("GET", "/admin/", headers)).headers.location).toMatch(/^\/connexion\?retour=/)
    expect((await exactly("GET", "/admin/", { ...claire, ...headers })).status).toBe(200)
  }
  const fetched = { "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "cors", "Sec-Fetch-Dest": "empty" }
  const framed = { ...link, "Sec-Fetch-Dest": "iframe" }
  for (const headers of [fetched, framed])
    expect((await exactly("GET", "/api/etat", { ...claire, ...headers })).status).toBe(403)
  for (const headers of [link, older]) {
    const write = await exactly("POST", "/api/v1", { ...claire, ...headers })
    expect(write.status).toBe(403)
    expect((JSON.parse(write.body) as { error: string }).error).toMatch(
      /^Requête refusée : elle ne vient pas de la page/,
    )
  }
})

test("the way back after signing in stays on this site", () => {
  expect(safeReturn("/admin/#/collections/contenu")).toBe("/admin/#/collections/contenu")
  for (const elsewhere of [
    "//attaquant.example/",
    "/\\attaquant.example",
    "https://attaquant.example",
    "/connexion",
    3,
  ])
    expect(safeReturn(elsewhere)).toBe("/admin/")
})
