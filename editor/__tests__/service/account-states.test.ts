/** @jest-environment node */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server"
import { endAccount, listKeys, resetAccount, revokeKeys } from "../../service/account-end"
import { addAccount, passkeysFileFor, readAccounts, removeAccount, sessionsFileFor } from "../../service/accounts"
import { authServer, cookieOf } from "../helpers/auth-server"
import { SoftwareAuthenticator, type SoftwareCredential } from "../helpers/software-authenticator"

// Every state of an account (issue 57, point 5), through the service's sign-in as a browser uses it
// and the accounts command's functions: created, passkey added, password reset, passkey revoked,
// removed, created again with the same identifier. A removed person's device keeps its passkey.

const PASSWORD = "un mot de passe long"
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36"
let dir: string
let accounts: string
let served: Awaited<ReturnType<typeof authServer>>
let device: SoftwareAuthenticator

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "etats-"))
  accounts = path.join(dir, "comptes.json")
  served = await authServer({ accountsFile: accounts, maxFailures: 100 })
  device = new SoftwareAuthenticator("https://edition.sylvene-audit.example")
})
afterEach(() => {
  served.close()
  rmSync(dir, { recursive: true, force: true })
})

const create = () => addAccount(accounts, "claire", "Claire Dumontel", "claire@sylvene-audit.example", PASSWORD)
const signIn = async (password = PASSWORD) => cookieOf(await served.signIn("claire", password))
/** What the signed-in page answers for this cookie: 200 with the editor's name, or 401. */
const status = async (cookie: string) => (await served.exactly("GET", "/api/etat", { Cookie: cookie })).status

/** « Ajouter une clé d’accès » from the editor's page, signed in with `cookie`. */
async function addPasskey(cookie: string) {
  const options = await served.post("/api/cles/options", {}, { Cookie: cookie })
  const registration = device.register(JSON.parse(options.body) as PublicKeyCredentialCreationOptionsJSON)
  const saved = await served.post("/api/cles", registration, { Cookie: cookie, "User-Agent": CHROME })
  expect(JSON.parse(saved.body)).toEqual({ message: expect.stringMatching(/^Clé d’accès enregistrée/) as string })
  return device.credentials.at(-1)!
}

/** « Se connecter avec une clé d’accès » on the sign-in page: the session's cookie, or the refusal's status. */
async function passkeySignIn(credential: SoftwareCredential) {
  const options = await served.post("/connexion/cle/options", {})
  const reponse = device.answer(JSON.parse(options.body) as PublicKeyCredentialRequestOptionsJSON, credential)
  const answer = await served.post("/connexion/cle", { reponse, retour: "/admin/" })
  return { status: answer.status, cookie: cookieOf(answer), body: answer.body }
}

test("created: the password signs in; no passkey yet", async () => {
  const account = await create()
  expect(account.id).toMatch(/^[0-9a-f-]{36}$/)
  expect(await status(await signIn())).toBe(200)
  expect(listKeys(accounts, "claire")).toEqual([])
  expect(JSON.parse((await served.exactly("GET", "/api/cles", { Cookie: await signIn() })).body)).toEqual({ cles: 0 })
})

test("passkey added: bound to the account's id (its user handle too), it signs in, and the listing shows it", async () => {
  const { id } = await create()
  const credential = await addPasskey(await signIn())
  expect(Buffer.from(credential.userHandle, "base64url").toString()).toBe(id)
  const [stored] = JSON.parse(readFileSync(passkeysFileFor(accounts), "utf8")) as Record<string, unknown>[]
  expect(stored).toMatchObject({ account: id, id: credential.id, device: "Chrome · Linux" })
  expect(stored).not.toHaveProperty("login")
  const byKey = await passkeySignIn(credential)
  expect(byKey.status).toBe(200)
  expect(await status(byKey.cookie)).toBe(200)
  const [listed] = listKeys(accounts, "claire")
  expect(listed).toMatchObject({ id: credential.id, device: "Chrome · Linux" })
  expect(Date.parse(listed.lastUsed!)).toBeGreaterThanOrEqual(Date.parse(listed.created))
})

test("password reset: the old password, the passkeys and every session (password or passkey) are ended", async () => {
  await create()
  const byPassword = await signIn()
  const credential = await addPasskey(byPassword)
  const byKey = (await passkeySignIn(credential)).cookie
  const ended = await resetAccount(accounts, "claire", `${PASSWORD} neuf`)
  expect(ended).toMatchObject({ keys: [{ id: credential.id }], sessions: 2 })
  expect(await status(byPassword)).toBe(401)
  expect(await status(byKey)).toBe(401)
  expect((await passkeySignIn(credential)).status).toBe(401)
  expect(await signIn()).toBe("")
  expect(await status(await signIn(`${PASSWORD} neuf`))).toBe(200)
  expect(listKeys(accounts, "claire")).toEqual([])
})

test("passkey revoked: it opens nothing, the sessions it opened end, the others stay", async () => {
  await create()
  const byPassword = await signIn()
  const lost = await addPasskey(byPassword)
  const kept = await addPasskey(byPassword)
  const byLost = (await passkeySignIn(lost)).cookie
  const byKept = (await passkeySignIn(kept)).cookie
  const ended = revokeKeys(accounts, "claire", lost.id.slice(0, 12))
  expect(ended.keys.map(key => key.id)).toEqual([lost.id])
  expect(await status(byLost)).toBe(401)
  expect((await passkeySignIn(lost)).status).toBe(401)
  expect(await status(byKept)).toBe(200)
  expect(await status(byPassword)).toBe(200)
  revokeKeys(accounts, "claire", undefined)
  expect(await status(byKept)).toBe(401)
  expect(await status(byPassword)).toBe(200)
  expect(listKeys(accounts, "claire")).toEqual([])
})

test("removed, then created again with the same identifier: nothing of the removed account opens the new one", async () => {
  const old = await create()
  const byPassword = await signIn()
  const credential = await addPasskey(byPassword)
  const byKey = (await passkeySignIn(credential)).cookie
  expect(endAccount(accounts, "claire")).toMatchObject({ keys: [{ id: credential.id }], sessions: 2 })
  expect(await status(byPassword)).toBe(401)
  expect(await status(byKey)).toBe(401)
  expect(readFileSync(passkeysFileFor(accounts), "utf8")).not.toContain(credential.id)

  const recreated = await create()
  expect(recreated.id).not.toBe(old.id)
  // The removed person's device still holds the passkey and the cookies: none of them opens the account.
  const refused = await passkeySignIn(credential)
  expect(refused.status).toBe(401)
  expect(refused.cookie).toBe("")
  expect(await status(byPassword)).toBe(401)
  expect(await status(byKey)).toBe(401)
  expect(await status(await signIn())).toBe(200)
  expect(listKeys(accounts, "claire")).toEqual([])
})

test("a passkey left in the file by an account removed without it still opens nothing of a new account", async () => {
  await create()
  const credential = await addPasskey(await signIn())
  removeAccount(accounts, "claire") // the account only, its passkey kept: the binding alone refuses it
  await create()
  expect(readFileSync(passkeysFileFor(accounts), "utf8")).toContain(credential.id)
  expect((await passkeySignIn(credential)).status).toBe(401)
  expect(listKeys(accounts, "claire")).toEqual([])
})

test("a passkey stored by identifier (before accounts had an id) is bound to the account bearing it now", async () => {
  await create()
  const credential = await addPasskey(await signIn())
  const [stored] = JSON.parse(readFileSync(passkeysFileFor(accounts), "utf8")) as Record<string, unknown>[]
  const rest = { ...stored }
  delete rest.account
  delete rest.userHandle
  const legacy = [
    { ...rest, login: "claire" },
    { ...rest, id: "cle-d-un-compte-disparu", login: "parti" },
  ]
  writeFileSync(passkeysFileFor(accounts), JSON.stringify(legacy))
  // The account without an id, as written before: it gets one at its first reading.
  const { claire } = readAccounts(accounts)
  writeFileSync(accounts, JSON.stringify({ claire: { ...claire, id: undefined } }))
  // Registered with the identifier as its user handle, as passkeys were.
  credential.userHandle = Buffer.from("claire").toString("base64url")
  const signedIn = await passkeySignIn(credential)
  expect(signedIn.status).toBe(200)
  const { id } = readAccounts(accounts).claire
  expect(id).toMatch(/^[0-9a-f-]{36}$/)
  expect(listKeys(accounts, "claire").map(key => [key.id, key.account])).toEqual([[credential.id, id]])
  expect(readFileSync(passkeysFileFor(accounts), "utf8")).not.toContain("cle-d-un-compte-disparu")
  expect(endAccount(accounts, "claire").keys).toHaveLength(1)
  expect((await passkeySignIn(credential)).status).toBe(401)
})

test("a wrong identifier or key is refused in French, and nothing is written", async () => {
  await create()
  const credential = await addPasskey(await signIn())
  const files = [accounts, passkeysFileFor(accounts), sessionsFileFor(accounts)]
  const before = files.map(file => (existsSync(file) ? readFileSync(file, "utf8") : ""))
  expect(() => endAccount(accounts, "clair")).toThrow("Aucun compte « clair » (la liste des comptes : list).")
  await expect(resetAccount(accounts, "clair", `${PASSWORD} neuf`)).rejects.toThrow("Aucun compte « clair »")
  await expect(resetAccount(accounts, "claire", "court")).rejects.toThrow("Mot de passe trop court")
  expect(() => listKeys(accounts, "clair")).toThrow("Aucun compte « clair »")
  expect(() => revokeKeys(accounts, "clair", undefined)).toThrow("Aucun compte « clair »")
  expect(() => revokeKeys(accounts, "claire", "inconnue")).toThrow(
    "Aucune clé d’accès « inconnue » pour « claire » (ses clés : keys claire).",
  )
  expect(files.map(file => (existsSync(file) ? readFileSync(file, "utf8") : ""))).toEqual(before)
  expect((await passkeySignIn(credential)).status).toBe(200)
})
