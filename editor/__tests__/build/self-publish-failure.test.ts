// The hosted editor's self-publishing (editor/service/publisher.ts) with a real `gatsby build`
// that fails: the release folder's `current` stays where it was, and the editor's banner says why, in
// French, naming the file.
import { execFileSync } from "node:child_process"
import { mkdirSync, mkdtempSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { copyProject } from "../../../tooling/copy-project"
import { Publisher } from "../../service/publisher"
import { StatusBoard } from "../../service/status"
import { root } from "../../../__tests__/helpers/content-fixtures"

const dir = mkdtempSync(path.join(tmpdir(), "auto-publication-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

test("a build that fails after a publication never reaches the public site, and the editor is told why in French", async () => {
  // The editing clone: the project, with a publication that broke a data file (a missing comma).
  const clone = path.join(dir, "clone")
  copyProject(root, clone)
  const git = (...args: string[]) =>
    execFileSync("git", ["-C", clone, ...args], { stdio: "pipe" })
      .toString()
      .trim()
  git("init", "--quiet", "--initial-branch=main")
  writeFileSync(path.join(clone, "data", "accueil.json"), '{ "hero": "a" "b" }\n')
  git("add", "-A")
  git("-c", "user.name=Test", "-c", "user.email=test@example.invalid", "commit", "--quiet", "-m", "Publication")

  // The release folder as nginx serves it: `current` points at the release online.
  const releases = path.join(dir, "site")
  mkdirSync(path.join(releases, "r1"), { recursive: true })
  writeFileSync(path.join(releases, "r1", "index.html"), "<!doctype html><title>En ligne</title>")
  symlinkSync("r1", path.join(releases, "current"))

  const status = new StatusBoard()
  const states: string[] = []
  const set = status.set.bind(status)
  status.set = (...args) => {
    states.push(args[0])
    set(...args)
  }
  await new Publisher(clone, path.join(dir, "construction"), releases, status).request()

  expect(states).toEqual(["construction", "échec de la construction"])
  const { message } = status.get()
  expect(message).toMatch(/^La construction du site a échoué : le site public n’a pas changé\. Cause :\n/)
  expect(message).toContain("accueil.json")
  expect(readlinkSync(path.join(releases, "current"))).toBe("r1")
})
