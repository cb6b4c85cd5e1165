/** @jest-environment node */
import { spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { projectRoot } from "../../../content-model/node/project-root"
import { addAccount } from "../../service/accounts"

// The accounts command as an operator types it (editor/service/accounts-cli.ts): its answers and
// errors in French, and nothing written when it refuses.

let dir: string
let accounts: string
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "comptes-cli-"))
  accounts = path.join(dir, "comptes.json")
  await addAccount(accounts, "claire", "Claire Dumontel", "claire@sylvene-audit.example", "un mot de passe long")
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))
// Each run starts Node with tsx (about 1.5 s here, more on a loaded machine).
jest.setTimeout(90_000)

const command = (...args: string[]) => {
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "editor/service/accounts-cli.ts", "--comptes", accounts, ...args],
    { cwd: projectRoot, encoding: "utf8", input: "" },
  )
  return { status: run.status, out: run.stdout, err: run.stderr }
}

test("its help names every command, keys and revoke included", () => {
  const { status, err } = command()
  expect(status).toBe(1)
  for (const line of ["add <identifiant>", "remove <identifiant>", "reset <identifiant>", "list", "keys <identifiant>"])
    expect(err).toContain(line)
  expect(err).toContain("revoke <identifiant> <clé>|--toutes")
})

test("keys lists an account's passkeys; a wrong identifier or a revoke without its key is refused, nothing written", () => {
  const before = readFileSync(accounts, "utf8")
  expect(command("keys", "claire")).toMatchObject({ status: 0, out: "Aucune clé d’accès pour « claire ».\n" })
  for (const args of [
    ["keys", "clair"],
    ["remove", "clair"],
    ["revoke", "clair", "--toutes"],
  ])
    expect(command(...args)).toMatchObject({
      status: 1,
      err: "✗ Aucun compte « clair » (la liste des comptes : list).\n",
    })
  expect(command("revoke", "claire").err).toMatch(/^✗ Donnez une clé \(keys claire\) ou --toutes, l’un ou l’autre\./)
  expect(command("revoke", "claire", "--toutes")).toMatchObject({
    status: 0,
    out: "Clés d’accès de « claire » : aucune clé d’accès retirée, aucune session close.\n",
  })
  expect(readFileSync(accounts, "utf8")).toBe(before)
})
