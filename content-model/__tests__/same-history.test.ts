/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { sameHistory, versionsInGit } from "../node/document-history"

// git's answers are shared within one check, and never outlive it: a fixture repository, not data/.
let repo = ""
const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.invalid", ...args], { cwd: repo })
const commitVersion = (version: string) => {
  writeFileSync(path.join(repo, "doc.json"), JSON.stringify({ document: { reference: "F_0", version } }))
  git("add", "doc.json")
  git("commit", "--quiet", "--no-verify", "-m", `version ${version}`)
}

beforeEach(() => {
  repo = mkdtempSync(path.join(tmpdir(), "same-history-"))
  git("init", "--quiet", "--initial-branch", "main")
  commitVersion("01")
})
afterEach(() => rmSync(repo, { recursive: true, force: true }))

test("within one check, git is asked once: a commit made during the check is not seen by it", () => {
  const seen = sameHistory(() => {
    const first = versionsInGit(repo, "doc.json")
    commitVersion("02")
    return [first, versionsInGit(repo, "doc.json")]
  })
  expect(seen).toEqual([new Set(["01"]), new Set(["01"])])
})

test("the next check asks git again and sees the new commit, as the editor's service must", () => {
  expect(sameHistory(() => versionsInGit(repo, "doc.json"))).toEqual(new Set(["01"]))
  commitVersion("02")
  expect(sameHistory(() => versionsInGit(repo, "doc.json"))).toEqual(new Set(["01", "02"]))
  // Outside any check, each call asks git.
  commitVersion("03")
  expect(versionsInGit(repo, "doc.json")).toEqual(new Set(["01", "02", "03"]))
})
