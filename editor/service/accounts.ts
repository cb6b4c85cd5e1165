import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import bcrypt from "bcryptjs"

/**
 * The editors' accounts: one per person, the password stored as a bcrypt hash (bcryptjs: pure
 * JavaScript, nothing downloaded at install). The name and e-mail sign that editor's commits.
 */
export interface Account {
  name: string
  email: string
  hash: string
}
export type Accounts = Record<string, Account>

const LOGIN = /^[a-z0-9][a-z0-9._-]{1,31}$/
const EMAIL = /^[^\s@<>]+@[^\s@<>]+$/
/** bcrypt's cost: about 0.1 s per check here, slow enough for stolen hashes, cheap for a sign-in. */
const COST = 10

export function readAccounts(file: string): Accounts {
  if (!existsSync(file)) return {}
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Accounts
  } catch {
    throw new Error(`${file} : le fichier des comptes n’est pas du JSON valide.`)
  }
}

function writeAccounts(file: string, accounts: Accounts) {
  // Written beside, then renamed: a crash never leaves a half-written file of accounts.
  writeFileSync(`${file}.tmp`, `${JSON.stringify(accounts, null, 2)}\n`, { mode: 0o600 })
  renameSync(`${file}.tmp`, file)
}

export function checkPassword(password: string) {
  if (password.length < 12) throw new Error("Mot de passe trop court : 12 caractères au moins.")
  if (Buffer.byteLength(password) > 72)
    throw new Error("Mot de passe trop long : 72 octets au plus (limite de bcrypt).")
}

export async function addAccount(file: string, login: string, name: string, email: string, password: string) {
  const accounts = readAccounts(file)
  if (!LOGIN.test(login))
    throw new Error(`Identifiant « ${login} » refusé : 2 à 32 caractères, minuscules, chiffres, « . », « _ » ou « - ».`)
  if (accounts[login]) throw new Error(`Le compte « ${login} » existe déjà (pour changer son mot de passe : reset).`)
  if (!name.trim() || /[<>\n]/.test(name)) throw new Error("Nom refusé : il signe les modifications (« Prénom Nom »).")
  if (!EMAIL.test(email)) throw new Error(`Adresse électronique « ${email} » invalide.`)
  checkPassword(password)
  accounts[login] = { name: name.trim(), email, hash: await bcrypt.hash(password, COST) }
  writeAccounts(file, accounts)
}

export function removeAccount(file: string, login: string) {
  const accounts = readAccounts(file)
  if (!accounts[login]) throw new Error(`Aucun compte « ${login} ».`)
  delete accounts[login]
  writeAccounts(file, accounts)
}

export async function resetPassword(file: string, login: string, password: string) {
  const accounts = readAccounts(file)
  if (!accounts[login]) throw new Error(`Aucun compte « ${login} ».`)
  checkPassword(password)
  accounts[login] = { ...accounts[login], hash: await bcrypt.hash(password, COST) }
  writeAccounts(file, accounts)
}

/** A hash to compare against when the login is unknown, so that the answer takes the same time. */
const decoy = bcrypt.hashSync("mot de passe inutilisé", COST)

/** The account when login and password match, reread from the file at each check (removal is immediate). */
export async function verify(file: string, login: string, password: string): Promise<Account | undefined> {
  const account = readAccounts(file)[login]
  const ok = await bcrypt.compare(password, account?.hash ?? decoy)
  return ok && account ? account : undefined
}
