/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { addAccount, readAccounts, removeAccount, resetPassword, verify } from "../../service/accounts"

let dir: string
let file: string
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "comptes-"))
  file = path.join(dir, "comptes.json")
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

test("an account stores a bcrypt hash, never the password, in a file only its owner reads", async () => {
  await addAccount(file, "claire", "Claire Dumontel", "claire@sylvene-audit.example", "un mot de passe long")
  const text = readFileSync(file, "utf8")
  expect(text).not.toContain("un mot de passe long")
  expect(readAccounts(file).claire.hash).toMatch(/^\$2[aby]\$10\$/)
  expect(statSync(file).mode & 0o077).toBe(0)
  expect(await verify(file, "claire", "un mot de passe long")).toMatchObject({ name: "Claire Dumontel" })
  expect(await verify(file, "claire", "un autre mot de passe")).toBeUndefined()
  expect(await verify(file, "inconnu", "un mot de passe long")).toBeUndefined()
})

test("reset changes the password; remove closes the account at once", async () => {
  await addAccount(file, "claire", "Claire Dumontel", "claire@sylvene-audit.example", "un mot de passe long")
  await resetPassword(file, "claire", "un nouveau mot de passe")
  expect(await verify(file, "claire", "un mot de passe long")).toBeUndefined()
  expect(await verify(file, "claire", "un nouveau mot de passe")).toBeDefined()
  removeAccount(file, "claire")
  expect(await verify(file, "claire", "un nouveau mot de passe")).toBeUndefined()
})

test("bad input is refused with a French message, and nothing is written", async () => {
  await expect(addAccount(file, "Claire Dumontel", "C", "c@x.example", "un mot de passe long")).rejects.toThrow(
    "Identifiant « Claire Dumontel » refusé",
  )
  await expect(addAccount(file, "claire", "Claire", "pas-une-adresse", "un mot de passe long")).rejects.toThrow(
    "Adresse électronique « pas-une-adresse » invalide",
  )
  await expect(addAccount(file, "claire", "Claire", "c@x.example", "court")).rejects.toThrow("Mot de passe trop court")
  await expect(addAccount(file, "claire", "Claire <x>", "c@x.example", "un mot de passe long")).rejects.toThrow(
    "Nom refusé",
  )
  expect(readAccounts(file)).toEqual({})
  await addAccount(file, "claire", "Claire", "c@x.example", "un mot de passe long")
  await expect(addAccount(file, "claire", "Claire", "c@x.example", "un mot de passe long")).rejects.toThrow(
    "existe déjà",
  )
  expect(() => removeAccount(file, "personne")).toThrow("Aucun compte « personne »")
})
