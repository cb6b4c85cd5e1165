/**
 * The sign-in throttle's memory under failed sign-ins with random names (issue 45, point 4): the
 * service's authentication in an HTTP server, `COUNT` failed sign-ins, each from a new address with a
 * new name (as many IPv6 addresses would), then the process's RSS and heap after a full GC.
 *
 *   node --expose-gc --import tsx editor/bench/failed-sign-ins.ts [count]
 *
 * bcrypt's 0.1 s per check is replaced by an immediate refusal (100 000 real checks take hours on
 * two cores): what is measured is what the service keeps, not the time it takes.
 */
import { randomBytes } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { request, Agent } from "node:http"
import os from "node:os"
import path from "node:path"
import bcrypt from "bcryptjs"
import express from "express"
import { addAccount } from "../service/accounts"
import { authentication } from "../service/auth"

const COUNT = Number(process.argv[2] ?? 100_000)
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} Mo`

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "throttle-bench-"))
  const accounts = path.join(dir, "comptes.json")
  await addAccount(accounts, "claire", "Claire Dumontel", "claire@sylvene-audit.example", "un mot de passe long")
  ;(bcrypt as { compare: unknown }).compare = () => Promise.resolve(false)
  const app = express()
  app.use(authentication({ accountsFile: accounts, origin: "https://edition.example" }))
  app.use((_request, response) => response.json({}))
  const server = await new Promise<ReturnType<typeof app.listen>>(resolve => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening))
  })
  const port = (server.address() as { port: number }).port
  const agent = new Agent({ keepAlive: true, maxSockets: 16 })
  const attempt = () =>
    new Promise<number>((resolve, reject) => {
      const name = randomBytes(12).toString("hex")
      const address = `2001:db8:${randomBytes(8).toString("hex").match(/.{4}/g)!.join(":")}::1`
      const credentials = Buffer.from(`${name}:${randomBytes(8).toString("hex")}`).toString("base64")
      const sent = request(
        {
          host: "127.0.0.1",
          port,
          path: "/api/etat",
          agent,
          headers: { Authorization: `Basic ${credentials}`, "X-Real-IP": address },
        },
        response => {
          response.resume()
          response.on("end", () => resolve(response.statusCode ?? 0))
        },
      )
      sent.on("error", reject)
      sent.end()
    })
  const measure = () => {
    global.gc?.()
    const { rss, heapUsed } = process.memoryUsage()
    return { rss, heapUsed }
  }
  const before = measure()
  const statuses = new Map<number, number>()
  for (let done = 0; done < COUNT; done += 100) {
    const batch = await Promise.all(Array.from({ length: Math.min(100, COUNT - done) }, attempt))
    for (const status of batch) statuses.set(status, (statuses.get(status) ?? 0) + 1)
  }
  const after = measure()
  console.log(`${COUNT} connexions manquées, réponses : ${JSON.stringify(Object.fromEntries(statuses))}`)
  console.log(`avant : RSS ${mb(before.rss)}, tas ${mb(before.heapUsed)}`)
  console.log(`après : RSS ${mb(after.rss)}, tas ${mb(after.heapUsed)}`)
  agent.destroy()
  server.close()
  rmSync(dir, { recursive: true, force: true })
}

void main()
