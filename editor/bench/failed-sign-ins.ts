/**
 * The sign-in throttle under failed sign-ins (issue 45, point 4; issue 57, point 5): the service's
 * authentication in an HTTP server, then, each step measured by the process's heap and RSS after a
 * full GC, in the same run:
 *   - a baseline: `COUNT` requests to /api/etat without a session (401, the throttle untouched);
 *   - `COUNT` failed password sign-ins at POST /connexion, each from a new address with a new name
 *     (as many IPv6 addresses would);
 *   - `COUNT` refused passkey answers at POST /connexion/cle (the options asked for first, then an
 *     answer naming a registered passkey but signed with another key), each from a new address;
 *   - for one address, the answers to failed sign-ins in a row (401 until the limit, then 429), by
 *     password and by passkey.
 *
 *   node --expose-gc --import tsx editor/bench/failed-sign-ins.ts [count]
 *
 * bcrypt's 0.1 s per check is replaced by an immediate refusal (100 000 real checks take hours on
 * two cores): what is measured is what the service keeps, not the time it takes. The passkeys'
 * signatures are checked for real.
 */
import { randomBytes } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { Agent, request } from "node:http"
import os from "node:os"
import path from "node:path"
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server"
import bcrypt from "bcryptjs"
import express from "express"
import { SoftwareAuthenticator, strangerKey } from "../__tests__/helpers/software-authenticator"
import { addAccount } from "../service/accounts"
import { authentication } from "../service/auth"

const COUNT = Number(process.argv[2] ?? 30_000)
const ORIGIN = "https://edition.example"
const PASSWORD = "un mot de passe long"
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} Mo`
const randomAddress = () => `2001:db8:${randomBytes(8).toString("hex").match(/.{4}/g)!.join(":")}::1`

type Answer = { status: number; body: string; cookie?: string }

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "throttle-bench-"))
  const accounts = path.join(dir, "comptes.json")
  await addAccount(accounts, "claire", "Claire Dumontel", "claire@sylvene-audit.example", PASSWORD)
  const app = express()
  app.use(authentication({ accountsFile: accounts, origin: ORIGIN }))
  app.use((_request, response) => response.json({}))
  const server = await new Promise<ReturnType<typeof app.listen>>(resolve => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening))
  })
  const port = (server.address() as { port: number }).port
  const agent = new Agent({ keepAlive: true, maxSockets: 16 })
  const send = (method: string, url: string, headers: Record<string, string>, body = "") =>
    new Promise<Answer>((resolve, reject) => {
      const sent = request({ host: "127.0.0.1", port, path: url, method, agent, headers }, response => {
        let text = ""
        response.on("data", (chunk: Buffer) => (text += chunk.toString()))
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            cookie: response.headers["set-cookie"]?.[0]?.split(";")[0],
          }),
        )
      })
      sent.on("error", reject)
      sent.end(body)
    })
  const json = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    send("POST", url, { Origin: ORIGIN, "Content-Type": "application/json", ...headers }, JSON.stringify(body))
  const signIn = (login: string, password: string, address: string) =>
    send(
      "POST",
      "/connexion",
      { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", "X-Real-IP": address },
      new URLSearchParams({ username: login, password, retour: "/admin/" }).toString(),
    )

  // A passkey of Claire's, registered as from the editor's page; the refused answers name it.
  const device = new SoftwareAuthenticator(ORIGIN)
  const { cookie } = await signIn("claire", PASSWORD, "127.0.0.1")
  const options = JSON.parse(
    (await json("/api/cles/options", {}, { Cookie: cookie! })).body,
  ) as PublicKeyCredentialCreationOptionsJSON
  const registered = await json("/api/cles", device.register(options), { Cookie: cookie! })
  if (registered.status !== 200) throw new Error(`clé d’accès non enregistrée : ${registered.body}`)
  const [credential] = device.credentials
  const forged = strangerKey()
  ;(bcrypt as { compare: unknown }).compare = () => Promise.resolve(false)

  const passkeyAnswer = async (address: string) => {
    const asked = await json("/connexion/cle/options", {}, { "X-Real-IP": address })
    if (asked.status !== 200) return asked
    const offered = JSON.parse(asked.body) as PublicKeyCredentialRequestOptionsJSON
    return json("/connexion/cle", { reponse: device.answer(offered, credential, forged) }, { "X-Real-IP": address })
  }
  const steps: [string, () => Promise<Answer>][] = [
    ["/api/etat sans session (référence)", () => send("GET", "/api/etat", { "X-Real-IP": randomAddress() })],
    [
      "connexions manquées par mot de passe (POST /connexion)",
      () => signIn(randomBytes(12).toString("hex"), randomBytes(8).toString("hex"), randomAddress()),
    ],
    ["réponses de clé d’accès refusées (POST /connexion/cle)", () => passkeyAnswer(randomAddress())],
  ]
  const measure = () => {
    global.gc?.()
    const { rss, heapUsed } = process.memoryUsage()
    return { rss, heapUsed }
  }
  console.log(`${COUNT} requêtes par étape, ${new Date().toISOString()}`)
  for (const [name, attempt] of steps) {
    const before = measure()
    const started = Date.now()
    const statuses = new Map<number, number>()
    for (let done = 0; done < COUNT; done += 100) {
      const batch = await Promise.all(Array.from({ length: Math.min(100, COUNT - done) }, attempt))
      for (const { status } of batch) statuses.set(status, (statuses.get(status) ?? 0) + 1)
    }
    const after = measure()
    console.log(`${name} : réponses ${JSON.stringify(Object.fromEntries(statuses))}, ${Date.now() - started} ms`)
    console.log(`  tas ${mb(before.heapUsed)} → ${mb(after.heapUsed)}, RSS ${mb(before.rss)} → ${mb(after.rss)}`)
  }

  // One address, one failure after another (a different name each time: the address is what blocks).
  const inARow = async (attempt: (index: number) => Promise<Answer>) => {
    const statuses: number[] = []
    for (let index = 0; index < 7; index++) statuses.push((await attempt(index)).status)
    return statuses.join(", ")
  }
  console.log(`une adresse, mot de passe : ${await inARow(index => signIn(`nom${index}`, "faux", "2001:db8::a"))}`)
  console.log(`  puis le bon mot de passe de là : ${(await signIn("claire", PASSWORD, "2001:db8::a")).status}`)
  console.log(`une adresse, clé d’accès : ${await inARow(() => passkeyAnswer("2001:db8::b"))}`)
  agent.destroy()
  server.close()
  rmSync(dir, { recursive: true, force: true })
}

void main()
