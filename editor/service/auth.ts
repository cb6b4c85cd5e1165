import express, { type NextFunction, type Request, type Response } from "express"
import { accountById, readAccounts, sessionsFileFor, verify, type Account } from "./accounts"
import { Passkeys } from "./passkeys"
import {
  accountStamp,
  clearedCookie,
  sessionCookie,
  sessionToken,
  Sessions,
  type Session,
  type SessionOptions,
} from "./sessions"
import { signInPage, SIGN_IN_CSP } from "./sign-in-page"
import { Throttle } from "./throttle"

/**
 * Who may use the editor, checked by the service itself on every request (docs/decisions/hosted-editor.md):
 * a sign-in page (password, or a passkey registered from the editor's page) opens a session held in a
 * `__Host-` cookie (./sessions.ts); failed sign-ins are limited per client and per account
 * (./throttle.ts); requests made by another site's page are refused.
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
  sessions?: SessionOptions
}

export interface Editor {
  login: string
  account: Account
}

const LOCAL = ["127.0.0.1", "::1", "::ffff:127.0.0.1"]
/** The only file of the editor's page a visitor without a session may load: the sign-in page's script. */
const SIGN_IN_SCRIPT = "/admin/connexion.js"

/** Where to go once signed in: a path of this site only (never `//other.example`), never back to sign-in. */
export function safeReturn(value: unknown): string {
  const text = typeof value === "string" ? value : ""
  return /^\/(?![/\\])/.test(text) && !text.startsWith("/connexion") ? text : "/admin/"
}

export function authentication({
  accountsFile,
  origin,
  maxFailures = 5,
  windowMs = 15 * 60_000,
  capacity,
  sessions: sessionOptions,
}: AuthOptions) {
  const throttle = new Throttle({ maxFailures, windowMs, capacity })
  const passkeys = new Passkeys(accountsFile, origin)
  /**
   * A session's account still lets it in: the same account (its id, not only its identifier), the same
   * password, and the passkey that opened it still kept. Read from the files at each request: the
   * accounts command's removal, reset or revocation holds at the next one.
   */
  const accountOf = (session: Session): Account | undefined => {
    const account = readAccounts(accountsFile)[session.login]
    if (!account || account.id !== session.account || accountStamp(account.hash) !== session.stamp) return undefined
    if (session.key && !passkeys.has(session.key, account.id)) return undefined
    return account
  }
  const sessions = new Sessions(sessionsFileFor(accountsFile), {
    ...sessionOptions,
    valid: session => accountOf(session) !== undefined,
  })
  const router = express.Router()
  const client = (request: Request) => String(request.headers["x-real-ip"] ?? request.socket.remoteAddress)

  /** Another site's page cannot act here: the browser names the page's origin (Origin, Fetch Metadata). */
  const foreign = (request: Request) => {
    const site = request.headers["sec-fetch-site"]
    const from = request.headers.origin
    return Boolean((from && from !== origin) || (site && !["same-origin", "none"].includes(String(site))))
  }
  const refuseForeign = (request: Request, response: Response) =>
    response.status(403).json({
      error: `Requête refusée : elle ne vient pas de la page de l’éditeur (${request.headers.origin ?? request.headers["sec-fetch-site"]}).`,
    })
  /** A sign-in or sign-out must come from this site's own page (no signing someone in from elsewhere). */
  const sameOrigin = (request: Request, response: Response, next: NextFunction) => {
    if (foreign(request) || !(request.headers.origin === origin || request.headers["sec-fetch-site"] === "same-origin"))
      return void refuseForeign(request, response)
    next()
  }
  // The form's POST must name its origin: under the service's « no-referrer », Chromium sends `Origin: null`.
  const signInHeaders = (response: Response) => {
    response.setHeader("Content-Security-Policy", SIGN_IN_CSP)
    response.setHeader("Referrer-Policy", "same-origin")
  }
  const blockedMessage = (until: number, now: number) =>
    `Trop d’essais de connexion manqués : réessayez dans ${Math.ceil((until - now) / 60_000)} minute(s).`
  const open = (response: Response, login: string, account: Account, key?: string) => {
    response.setHeader(
      "Set-Cookie",
      sessionCookie(sessions.create(login, account, Date.now(), key), sessions.cookieSeconds),
    )
  }
  /** The signed-in session of a request, checked against the accounts file (a removed account is out). */
  const current = (request: Request, touch: boolean): { session: Session; editor: Editor } | undefined => {
    const token = sessionToken(request.headers.cookie)
    const session = sessions.get(token, Date.now(), touch)
    if (!session) return undefined
    const account = accountOf(session)
    if (account) return { session, editor: { login: session.login, account } }
    sessions.end(token)
    return undefined
  }

  // The service listens on loopback; nginx is its only client. Anything else is refused outright.
  router.use((request, response, next) => {
    if (LOCAL.includes(request.socket.remoteAddress ?? "")) return next()
    response.status(403).json({ error: "Accès refusé : le service d’édition n’accepte que son proxy local." })
  })

  router.get("/connexion", (request, response) => {
    const retour = safeReturn(request.query.retour)
    if (current(request, true)) return response.redirect(303, retour)
    signInHeaders(response)
    response.type("html").send(signInPage({ retour }))
  })

  router.post(
    "/connexion",
    sameOrigin,
    express.urlencoded({ extended: false, limit: "4kb" }),
    (request, response, next) =>
      void (async () => {
        const body = (request.body ?? {}) as Record<string, unknown>
        const login = typeof body.username === "string" ? body.username.trim() : ""
        const password = typeof body.password === "string" ? body.password : ""
        const retour = safeReturn(body.retour)
        const page = (status: number, error: string) => {
          signInHeaders(response)
          response.status(status).type("html").send(signInPage({ retour, login, error }))
        }
        const now = Date.now()
        const keys = [`ip:${client(request)}`, `compte:${login}`]
        const blocked = throttle.blocked(keys, now)
        if (blocked) {
          response.setHeader("Retry-After", String(Math.ceil((blocked.until - now) / 1000)))
          return page(429, blockedMessage(blocked.until, now))
        }
        if (!login || !password) return page(401, "Identification requise : votre identifiant et votre mot de passe.")
        const account = await verify(accountsFile, login, password)
        if (!account) {
          throttle.fail(keys, now)
          return page(401, "Identifiant ou mot de passe incorrect.")
        }
        open(response, login, account)
        response.redirect(303, retour)
      })().catch(next),
  )

  router.post("/connexion/cle/options", sameOrigin, (_request, response, next) => {
    passkeys.signInOptions().then(options => response.json(options), next)
  })

  router.post(
    "/connexion/cle",
    sameOrigin,
    express.json({ limit: "64kb" }),
    (request, response, next) =>
      void (async () => {
        const now = Date.now()
        const keys = [`ip:${client(request)}`]
        const blocked = throttle.blocked(keys, now)
        if (blocked) return response.status(429).json({ error: blockedMessage(blocked.until, now) })
        const body = (request.body ?? {}) as { reponse?: never; retour?: unknown }
        const signedIn = await passkeys.signIn(body.reponse as never, now)
        // The account the key was registered for, by its id: never a later account of the same identifier.
        const found = signedIn && accountById(accountsFile, signedIn.account)
        if (!signedIn || !found) {
          throttle.fail(keys, now)
          return response.status(401).json({ error: "Clé d’accès refusée : connectez-vous avec votre mot de passe." })
        }
        open(response, found.login, found.account, signedIn.key)
        response.json({ retour: safeReturn(body.retour) })
      })().catch(next),
  )

  // « Se déconnecter », and Decap's own « Déconnexion » (editor/admin/cms.tsx): the session ends here,
  // its cookie is refused from now on, whatever the browser keeps.
  router.post("/deconnexion", sameOrigin, (request, response) => {
    sessions.end(sessionToken(request.headers.cookie))
    response.setHeader("Set-Cookie", clearedCookie())
    response.json({ message: "Session terminée : reconnectez-vous pour modifier le site." })
  })

  router.use((request, response, next) => {
    const read = request.method === "GET" || request.method === "HEAD"
    if (read && request.path === SIGN_IN_SCRIPT) return next()
    // The banner's, the open form's and the review board's readings (every few seconds) are not
    // activity: an open page left alone still expires.
    const following = /^\/api\/(etat|brouillons|entree\/[\w-]+)$/.test(request.path)
    const signedIn = current(request, !following)
    if (!signedIn) {
      if (read && !request.path.startsWith("/api/"))
        return response.redirect(303, `/connexion?retour=${encodeURIComponent(request.originalUrl)}`)
      return response
        .status(401)
        .json({ error: "Identification requise : connectez-vous sur la page de connexion de l’éditeur." })
    }
    // A link or a bookmark from elsewhere (webmail, an intranet page) is a top-level GET navigation: it
    // opens the editor's page, which writes nothing; every write still comes from the editor's own page.
    const navigation =
      request.headers["sec-fetch-mode"] === "navigate" &&
      [undefined, "document"].includes(request.headers["sec-fetch-dest"])
    if (foreign(request) && !(read && (request.headers["sec-fetch-site"] ? navigation : true)))
      return void refuseForeign(request, response)
    response.locals.editor = signedIn.editor
    response.locals.session = signedIn.session
    next()
  })

  // A passkey, registered by the signed-in editor from the editor's page (editor/admin/hosted-account.ts).
  router.post("/api/cles/options", (_request, response, next) => {
    const { login, account } = response.locals.editor as Editor
    passkeys.registrationOptions(login, account).then(options => {
      ;(response.locals.session as Session).challenge = options.challenge
      response.json(options)
    }, next)
  })
  router.post("/api/cles", express.json({ limit: "64kb" }), (request, response, next) => {
    const { account } = response.locals.editor as Editor
    const session = response.locals.session as Session
    const challenge = session.challenge
    session.challenge = undefined
    if (!challenge)
      return void response.status(409).json({ error: "Enregistrement de clé d’accès expiré : recommencez." })
    passkeys
      .register(account, challenge, request.body as never, request.headers["user-agent"])
      .then(
        ok =>
          ok
            ? response.json({ message: "Clé d’accès enregistrée : elle vous connecte désormais sans mot de passe." })
            : response.status(400).json({ error: "Clé d’accès refusée par le service : recommencez." }),
        next,
      )
  })
  router.get("/api/cles", (_request, response) => {
    response.json({ cles: passkeys.count((response.locals.editor as Editor).account) })
  })
  return router
}
