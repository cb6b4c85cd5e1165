import {
  checkPassword,
  existing,
  passkeysFileFor,
  readAccounts,
  removeAccount,
  resetPassword,
  sessionsFileFor,
} from "./accounts"
import { readPasskeys, writePasskeys, type StoredPasskey } from "./passkey-store"
import { endStoredSessions, type Session } from "./sessions"

/**
 * What the accounts command does to an account's ways in (./accounts-cli.ts): an account's end ends
 * every way in. Removing an account or resetting its password also removes its passkeys and ends its
 * sessions; revoking passkeys ends the sessions they opened. A running service reads the accounts
 * and passkeys at every request (./auth.ts): what is removed here no longer opens anything from the
 * next request on.
 */
export interface Ended {
  keys: StoredPasskey[]
  sessions: number
}

/** The passkeys kept for the account, before anything changes (those stored by identifier get bound now). */
function passkeysOf(accountsFile: string, id: string) {
  const all = readPasskeys(passkeysFileFor(accountsFile), accountsFile)
  return { all, mine: all.filter(passkey => passkey.account === id) }
}

function drop(
  accountsFile: string,
  all: StoredPasskey[],
  dropped: StoredPasskey[],
  ended: (session: Session) => boolean,
) {
  if (dropped.length)
    writePasskeys(
      passkeysFileFor(accountsFile),
      all.filter(passkey => !dropped.includes(passkey)),
    )
  return { keys: dropped, sessions: endStoredSessions(sessionsFileFor(accountsFile), ended) }
}

/** Removes the account, its passkeys and its sessions. */
export function endAccount(accountsFile: string, login: string): Ended {
  const { id } = existing(readAccounts(accountsFile), login)
  const { all, mine } = passkeysOf(accountsFile, id)
  removeAccount(accountsFile, login)
  return drop(accountsFile, all, mine, session => session.account === id)
}

/** A new password; the account's passkeys removed and its sessions ended (a reset follows a doubt). */
export async function resetAccount(accountsFile: string, login: string, password: string): Promise<Ended> {
  const { id } = existing(readAccounts(accountsFile), login)
  checkPassword(password)
  const { all, mine } = passkeysOf(accountsFile, id)
  await resetPassword(accountsFile, login, password)
  return drop(accountsFile, all, mine, session => session.account === id)
}

/** The account's passkeys, oldest first. */
export function listKeys(accountsFile: string, login: string): StoredPasskey[] {
  const { id } = existing(readAccounts(accountsFile), login)
  return passkeysOf(accountsFile, id).mine.sort((a, b) => a.created.localeCompare(b.created))
}

/** What a listing shows of a key, and what `revoke` accepts (any unambiguous start of its id). */
export const shortKey = (passkey: StoredPasskey) => passkey.id.slice(0, 12)

/** Revokes one passkey of the account (named by the start of its id), or all of them (`key` undefined). */
export function revokeKeys(accountsFile: string, login: string, key: string | undefined): Ended {
  const { id } = existing(readAccounts(accountsFile), login)
  const { all, mine } = passkeysOf(accountsFile, id)
  const revoked = key === undefined ? mine : mine.filter(passkey => passkey.id.startsWith(key))
  if (key !== undefined && revoked.length !== 1)
    throw new Error(
      revoked.length
        ? `« ${key} » désigne ${revoked.length} clés d’accès de « ${login} » : donnez plus de caractères de la clé (keys ${login}).`
        : `Aucune clé d’accès « ${key} » pour « ${login} » (ses clés : keys ${login}).`,
    )
  const ids = new Set(revoked.map(passkey => passkey.id))
  return drop(accountsFile, all, revoked, session => session.account === id && ids.has(session.key ?? ""))
}
