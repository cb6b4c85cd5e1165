import { existsSync, readFileSync } from "node:fs"
import { readAccounts, writeJson } from "./accounts"

/**
 * The file of passkeys (`cles-d-acces.json`, beside the accounts, mode 600): public keys only, each
 * bound to the id of the account it was registered for (./accounts.ts), never to its identifier.
 */
export interface StoredPasskey {
  /** The account's stable id. */
  account: string
  /** The credential's id and public key, base64url. */
  id: string
  publicKey: string
  counter: number
  transports?: string[]
  /** The WebAuthn user handle given at registration (base64url): the account's id. */
  userHandle: string
  /** The browser and system it was registered from, as its User-Agent named them. */
  device?: string
  created: string
  lastUsed?: string
}

/** A passkey as stored before 2026-12-02: by the account's identifier. */
interface LegacyPasskey extends Omit<StoredPasskey, "account" | "userHandle"> {
  login: string
}

/**
 * The passkeys of `file`. Those stored by identifier (before accounts had an id) are bound, at their
 * first reading, to the account bearing that identifier now, and the file rewritten; those of an
 * identifier without an account are dropped. (An account removed then created again before
 * this version cannot be told from the first one: docs/decisions/hosted-editor.md.)
 */
export function readPasskeys(file: string, accountsFile: string): StoredPasskey[] {
  if (!existsSync(file)) return []
  let stored: (StoredPasskey | LegacyPasskey)[]
  try {
    stored = JSON.parse(readFileSync(file, "utf8")) as (StoredPasskey | LegacyPasskey)[]
  } catch {
    throw new Error(`${file} : le fichier des clés d’accès n’est pas du JSON valide.`)
  }
  if (stored.every((passkey): passkey is StoredPasskey => "account" in passkey)) return stored
  const accounts = readAccounts(accountsFile)
  const bound = stored.flatMap((passkey): StoredPasskey[] => {
    if ("account" in passkey) return [passkey]
    const { login, ...rest } = passkey
    const account = accounts[login]
    return account ? [{ ...rest, account: account.id, userHandle: Buffer.from(login).toString("base64url") }] : []
  })
  writeJson(file, bound)
  return bound
}

export const writePasskeys = (file: string, passkeys: StoredPasskey[]) => writeJson(file, passkeys)

/** « Firefox · Linux »: enough for an editor to know which device a passkey is on. */
export function deviceOf(userAgent: string | undefined): string | undefined {
  if (!userAgent) return undefined
  const browser = [
    ["Edg/", "Edge"],
    ["Firefox/", "Firefox"],
    ["Chrome/", "Chrome"],
    ["Safari/", "Safari"],
  ].find(([mark]) => userAgent.includes(mark))?.[1]
  const system = [
    ["Android", "Android"],
    ["iPhone", "iPhone"],
    ["iPad", "iPad"],
    ["Windows", "Windows"],
    ["Mac OS", "macOS"],
    ["CrOS", "ChromeOS"],
    ["Linux", "Linux"],
  ].find(([mark]) => userAgent.includes(mark))?.[1]
  return [browser, system].filter(Boolean).join(" · ") || undefined
}
