import { createHash } from "node:crypto"
import { statSync } from "node:fs"
import type { NextFunction, Request, Response } from "express"
import { verify, type Account } from "./accounts"
import { Throttle } from "./throttle"

/**
 * Who may use the editor, checked by the service itself on every request (docs/decisions/hosted-editor.md):
 * HTTP Basic credentials (over nginx's TLS) against the accounts file, failed attempts limited per
 * client and per account, and requests made by another site's page refused (Basic credentials ride
 * along with any request the browser sends to this origin).
 */
export interface AuthOptions {
  accountsFile: string
  /** The editor's public origin, e.g. https://edition.example.fr: the only one allowed to call the API. */
  origin: string
  /** Failed sign-ins allowed per client address and per account within `windowMs`. */
  maxFailures?: number
  windowMs?: number
  /** Addresses and accounts remembered at most (./throttle.ts). */
  capacity?: number
}

export interface Editor {
  login: string
  account: Account
}

const REALM = 'Basic realm="Édition du site", charset="UTF-8"'

export function authentication({
  accountsFile,
  origin,
  maxFailures = 5,
  windowMs = 15 * 60_000,
  capacity,
}: AuthOptions) {
  const throttle = new Throttle({ maxFailures, windowMs, capacity })
  // A successful check is remembered for a minute (bcrypt takes ~0.1 s, the page makes dozens of calls);
  // forgotten at once when the accounts file changes (a removed account is out immediately).
  const recent = new Map<string, { editor: Editor; until: number; mtime: number }>()
  const mtime = () => statSync(accountsFile, { throwIfNoEntry: false })?.mtimeMs ?? 0

  const remember = (key: string, editor: Editor, now: number) => {
    for (const [old, entry] of recent) if (entry.until <= now) recent.delete(old)
    recent.set(key, { editor, until: now + 60_000, mtime: mtime() })
  }

  return (request: Request, response: Response, next: NextFunction) =>
    void authenticate(request, response, next).catch(next)

  async function authenticate(request: Request, response: Response, next: NextFunction) {
    // The service listens on loopback; nginx is its only client. Anything else is refused outright.
    const peer = request.socket.remoteAddress ?? ""
    if (!["127.0.0.1", "::1", "::ffff:127.0.0.1"].includes(peer)) {
      response.status(403).json({ error: "Accès refusé : le service d’édition n’accepte que son proxy local." })
      return
    }
    const client = String(request.headers["x-real-ip"] ?? peer)
    const header = request.headers.authorization ?? ""
    const decoded = header.startsWith("Basic ") ? Buffer.from(header.slice(6), "base64").toString("utf8") : ""
    const colon = decoded.indexOf(":")
    const login = colon > 0 ? decoded.slice(0, colon) : ""
    const password = colon > 0 ? decoded.slice(colon + 1) : ""
    const now = Date.now()

    const refuse = () => {
      response.setHeader("WWW-Authenticate", REALM)
      response
        .status(401)
        .json({ error: "Identification requise : identifiant et mot de passe de votre compte d’éditeur." })
    }
    if (!login) return refuse()
    const keys = [`ip:${client}`, `compte:${login}`]
    const blocked = throttle.blocked(keys, now)
    if (blocked) {
      response.setHeader("Retry-After", String(Math.ceil((blocked.until - now) / 1000)))
      response.status(429).json({
        error: `Trop d’essais de connexion manqués : réessayez dans ${Math.ceil((blocked.until - now) / 60_000)} minute(s).`,
      })
      return
    }
    const key = createHash("sha256").update(header).digest("hex")
    const cached = recent.get(key)
    let editor = cached && cached.until > now && cached.mtime === mtime() ? cached.editor : undefined
    if (!editor) {
      const account = await verify(accountsFile, login, password)
      if (!account) {
        throttle.fail(keys, now)
        return refuse()
      }
      editor = { login, account }
      remember(key, editor, now)
    }

    // Another site's page cannot act with the editor's credentials: the browser names the page's origin.
    // A link or a bookmark from elsewhere (webmail, an intranet page) is a top-level GET navigation: it
    // opens the editor's page, which writes nothing; every write still comes from the editor's own page.
    const site = request.headers["sec-fetch-site"]
    const from = request.headers.origin
    const read = request.method === "GET" || request.method === "HEAD"
    const navigation =
      request.headers["sec-fetch-mode"] === "navigate" &&
      [undefined, "document"].includes(request.headers["sec-fetch-dest"])
    const foreign = (from && from !== origin) || (site && !["same-origin", "none"].includes(String(site)))
    if (foreign && !(read && (site ? navigation : true))) {
      response
        .status(403)
        .json({ error: `Requête refusée : elle ne vient pas de la page de l’éditeur (${from ?? site}).` })
      return
    }
    response.locals.editor = editor
    next()
  }
}
