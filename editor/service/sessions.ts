import { createHash, randomBytes } from "node:crypto"
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs"

/**
 * Signed-in editors' sessions (docs/decisions/hosted-editor.md): a random token in a `__Host-` cookie
 * (HttpOnly, Secure, SameSite=Strict), only its SHA-256 kept here, in a file (mode 600) so that a
 * restart of the service signs nobody out. A session ends when its editor signs out, after `idleMs`
 * without activity, after `absoluteMs` in any case, and as soon as its account is removed or its
 * password reset (the session keeps its account's stable id and a fingerprint of its hash), or the
 * passkey that opened it is revoked (./auth.ts checks each of these at every request).
 */
export const SESSION_COOKIE = "__Host-editeur-session"

export interface Session {
  login: string
  /** The account's stable id (./accounts.ts): an account created again with the same login is another. */
  account: string
  /** The passkey that opened the session, if one did: revoking it ends the session. */
  key?: string
  /** SHA-256 of the account's bcrypt hash at sign-in: a reset password ends the session. */
  stamp: string
  created: number
  seen: number
  /** The passkey registration under way (its WebAuthn challenge). */
  challenge?: string
}

export interface SessionOptions {
  idleMs?: number
  absoluteMs?: number
  /** Sessions kept at most per account (the oldest end first). */
  perAccount?: number
  /** Whether a session's account (and passkey) still let it in: the others are dropped when saving. */
  valid?: (session: Session) => boolean
}

const digest = (text: string) => createHash("sha256").update(text).digest("hex")
export const accountStamp = (hash: string) => digest(hash)

export class Sessions {
  readonly idleMs: number
  readonly absoluteMs: number
  private readonly perAccount: number
  private readonly valid: (session: Session) => boolean
  private readonly sessions: Map<string, Session>
  /** When `seen` was last written: activity is saved at most once a minute. */
  private saved = 0

  constructor(
    private readonly file: string,
    { idleMs = 60 * 60_000, absoluteMs = 12 * 60 * 60_000, perAccount = 10, valid = () => true }: SessionOptions = {},
  ) {
    this.idleMs = idleMs
    this.absoluteMs = absoluteMs
    this.perAccount = perAccount
    this.valid = valid
    // A session kept before sessions named their account's id (2026-12-02) is dropped: its editor
    // signs in once more.
    this.sessions = new Map(Object.entries(readSessions(file)).filter(([, session]) => session.account))
  }

  private live(session: Session, now: number) {
    return now - session.seen < this.idleMs && now - session.created < this.absoluteMs
  }

  private save(now: number) {
    for (const [key, session] of this.sessions)
      if (!this.live(session, now) || !this.valid(session)) this.sessions.delete(key)
    // A registration's challenge is not worth keeping across a restart.
    const stored = Object.fromEntries(
      [...this.sessions].map(([key, session]) => [key, { ...session, challenge: undefined }]),
    )
    writeFileSync(`${this.file}.tmp`, JSON.stringify(stored), { mode: 0o600 })
    renameSync(`${this.file}.tmp`, this.file)
    this.saved = now
  }

  /** A new session for `login`'s account (opened by passkey `key`); its token goes into the cookie only. */
  create(login: string, account: { id: string; hash: string }, now = Date.now(), key?: string): string {
    const token = randomBytes(32).toString("base64url")
    const mine = [...this.sessions].filter(([, session]) => session.account === account.id)
    for (const [stored] of mine.slice(0, Math.max(0, mine.length - this.perAccount + 1))) this.sessions.delete(stored)
    const session: Session = { login, account: account.id, stamp: accountStamp(account.hash), created: now, seen: now }
    this.sessions.set(digest(token), key ? { ...session, key } : session)
    this.save(now)
    return token
  }

  /** The session of this token when it is still valid; `touch` counts the request as activity. */
  get(token: string | undefined, now = Date.now(), touch = true): Session | undefined {
    if (!token) return undefined
    const key = digest(token)
    const session = this.sessions.get(key)
    if (!session) return undefined
    if (!this.live(session, now)) {
      this.sessions.delete(key)
      this.save(now)
      return undefined
    }
    if (touch) {
      session.seen = now
      if (now - this.saved > 60_000) this.save(now)
    }
    return session
  }

  /** Ends the session of this token (« Se déconnecter »): the same cookie is refused from now on. */
  end(token: string | undefined, now = Date.now()) {
    if (!token) return
    if (this.sessions.delete(digest(token))) this.save(now)
  }

  /** Seconds the cookie may live (the absolute expiry; the idle one is checked here). */
  get cookieSeconds() {
    return Math.floor(this.absoluteMs / 1000)
  }
}

function readSessions(file: string): Record<string, Session> {
  try {
    if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as Record<string, Session>
  } catch {
    // An unreadable file of sessions signs everyone out, nothing worse.
  }
  return {}
}

/**
 * Removes from the file the sessions `ended` names (the accounts command, ./account-end.ts), and says
 * how many. A running service drops them from its memory too, at their next request or its next save.
 */
export function endStoredSessions(file: string, ended: (session: Session) => boolean): number {
  const stored = readSessions(file)
  const kept = Object.entries(stored).filter(([, session]) => !ended(session))
  const count = Object.keys(stored).length - kept.length
  if (count) {
    writeFileSync(`${file}.tmp`, JSON.stringify(Object.fromEntries(kept)), { mode: 0o600 })
    renameSync(`${file}.tmp`, file)
  }
  return count
}

/** The session token of a request's Cookie header. */
export function sessionToken(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=")
    if (name === SESSION_COOKIE) return value.join("=")
  }
  return undefined
}

export const sessionCookie = (token: string, seconds: number) =>
  `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${seconds}; Secure; HttpOnly; SameSite=Strict`
export const clearedCookie = () => `${SESSION_COOKIE}=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=Strict`
