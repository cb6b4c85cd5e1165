import { randomUUID } from "node:crypto"
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import path from "node:path"
import bcrypt from "bcryptjs"

/**
 * The editors' accounts: one per person, the password stored as a bcrypt hash (bcryptjs: pure
 * JavaScript, nothing downloaded at install). The name and e-mail sign that editor's commits.
 * Each account has a stable random `id`, given at creation: passkeys and sessions are bound to it,
 * never to the identifier, so that an account created again with a removed one's identifier is a
 * new account that nothing of the old one opens.
 */
export interface Account {
  id: string
  name: string
  email: string
  hash: string
}
export type Accounts = Record<string, Account>

const LOGIN = /^[a-z0-9][a-z0-9._-]{1,31}$/
const EMAIL = /^[^\s@<>]+@[^\s@<>]+$/
/** bcrypt's cost: about 0.1 s per check here, slow enough for stolen hashes, cheap for a sign-in. */
const COST = 10

/** The files kept beside the accounts: the passkeys' public keys and the sessions' fingerprints. */
export const passkeysFileFor = (accountsFile: string) => path.join(path.dirname(accountsFile), "cles-d-acces.json")
export const sessionsFileFor = (accountsFile: string) => path.join(path.dirname(accountsFile), "sessions.json")

/** Writes `value` beside `file`, then renames it over it: a crash never leaves a half-written file. */
export function writeJson(file: string, value: unknown) {
  writeFileSync(`${file}.tmp`, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 })
  renameSync(`${file}.tmp`, file)
}

/**
 * The accounts of `file`. An account written before accounts had an id (2026-12-02) gets one at its
 * first reading, kept in the file from then on.
 */
export function readAccounts(file: string): Accounts {
  if (!existsSync(file)) return {}
  let accounts: Accounts
  try {
    accounts = JSON.parse(readFileSync(file, "utf8")) as Accounts
  } catch {
    throw new Error(`${file} : le fichier des comptes n’est pas du JSON valide.`)
  }
  const unnamed = Object.values(accounts).filter(account => !account.id)
  if (unnamed.length) {
    for (const account of unnamed) account.id = randomUUID()
    writeJson(file, accounts)
  }
  return accounts
}

/** The identifier and account bearing this id, or undefined (removed, or never existed). */
export function accountById(file: string, id: string): { login: string; account: Account } | undefined {
  const found = Object.entries(readAccounts(file)).find(([, account]) => account.id === id)
  return found && { login: found[0], account: found[1] }
}

export function checkPassword(password: string) {
  if (password.length < 12) throw new Error("Mot de passe trop court : 12 caractères au moins.")
  if (Buffer.byteLength(password) > 72)
    throw new Error("Mot de passe trop long : 72 octets au plus (limite de bcrypt).")
}

/** The account of `login`, or a French error naming it. */
export function existing(accounts: Accounts, login: string): Account {
  const account = accounts[login]
  if (!account) throw new Error(`Aucun compte « ${login} » (la liste des comptes : list).`)
  return account
}

export async function addAccount(file: string, login: string, name: string, email: string, password: string) {
  const accounts = readAccounts(file)
  if (!LOGIN.test(login))
    throw new Error(`Identifiant « ${login} » refusé : 2 à 32 caractères, minuscules, chiffres, « . », « _ » ou « - ».`)
  if (accounts[login]) throw new Error(`Le compte « ${login} » existe déjà (pour changer son mot de passe : reset).`)
  if (!name.trim() || /[<>\n]/.test(name)) throw new Error("Nom refusé : il signe les modifications (« Prénom Nom »).")
  if (!EMAIL.test(email)) throw new Error(`Adresse électronique « ${email} » invalide.`)
  checkPassword(password)
  const account = { id: randomUUID(), name: name.trim(), email, hash: await bcrypt.hash(password, COST) }
  accounts[login] = account
  writeJson(file, accounts)
  return account
}

/** Removes the account only (./account-end.ts also removes its passkeys and sessions). */
export function removeAccount(file: string, login: string): Account {
  const accounts = readAccounts(file)
  const account = existing(accounts, login)
  delete accounts[login]
  writeJson(file, accounts)
  return account
}

export async function resetPassword(file: string, login: string, password: string): Promise<Account> {
  const accounts = readAccounts(file)
  const account = existing(accounts, login)
  checkPassword(password)
  accounts[login] = { ...account, hash: await bcrypt.hash(password, COST) }
  writeJson(file, accounts)
  return accounts[login]
}

/** A hash to compare against when the login is unknown, so that the answer takes the same time. */
const decoy = bcrypt.hashSync("mot de passe inutilisé", COST)

/** The account when login and password match, reread from the file at each check (removal is immediate). */
export async function verify(file: string, login: string, password: string): Promise<Account | undefined> {
  const account = readAccounts(file)[login]
  const ok = await bcrypt.compare(password, account?.hash ?? decoy)
  return ok && account ? account : undefined
}
