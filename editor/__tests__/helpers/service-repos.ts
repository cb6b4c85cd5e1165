/**
 * What the editor service's tests with real git share (editor/__tests__/service/): the
 * project copied and committed as a repository, its bare origin, the service's clone of it, and
 * the way to read them and wait on them.
 */
import { execFileSync } from "node:child_process"
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { contentAtVersion } from "../../../content-model/node/document-history"
import { contentFiles } from "../../../content-model/model"
import { copyProject } from "../../../tooling/copy-project"
import { readAccounts } from "../../service/accounts"
import { startService, type ServiceOptions } from "../../service/server"
import { root } from "../../../__tests__/helpers/content-fixtures"

export const git = (repo: string, ...args: string[]) =>
  execFileSync("git", ["-C", repo, ...args], { stdio: "pipe" })
    .toString()
    .trim()

/** Under `dir`: the project as one commit (a developer's), `origine.git` bare, and `clone` of it. */
export function serviceRepos(dir: string) {
  const project = path.join(dir, "projet")
  const origin = path.join(dir, "origine.git")
  const clone = path.join(dir, "clone")
  copyProject(root, project)
  git(project, "init", "--quiet", "--initial-branch=main")
  commitPreviousVersions(project)
  git(project, "add", "-A")
  git(project, "-c", "user.name=Dev", "-c", "user.email=dev@example.invalid", "commit", "--quiet", "-m", "Site")
  execFileSync("git", ["clone", "--quiet", "--bare", project, origin], { stdio: "pipe" })
  execFileSync("git", ["clone", "--quiet", origin, clone], { stdio: "pipe" })
  return { origin, clone }
}

/**
 * The previous versions of each versioned document, committed first, oldest first, from the project's
 * own history, as the site's repository holds them: the content check finds every version a document's
 * `history` lists in git (content-model/node/document-history.ts), and a save that adds one is
 * compared with the same history as on the real clone.
 */
function commitPreviousVersions(project: string) {
  const dataDir = path.join(root, "data")
  for (const { file } of contentFiles) {
    const text = readFileSync(path.join(dataDir, file), "utf8")
    type Entry = { version: string; edition: string; inForce?: string | null }
    const current = JSON.parse(text) as { document?: { history?: Entry[] | null } }
    const history = current.document?.history ?? []
    for (const [index, { version, edition, inForce }] of [...history.entries()].reverse()) {
      // Without the project's history (a copy without git, as the rewording proof builds), that
      // version's card over today's text: the tests need the number in git, not its old wording.
      const recorded = contentAtVersion(dataDir, file, version)
      // With the dates it was published with, which `history` keeps (a published version's dates never change).
      const previous = recorded
        ? { ...recorded, document: { ...recorded.document, edition, ...(inForce ? { inForce } : {}) } }
        : { ...current, document: { ...current.document, version, edition, history: history.slice(index + 1) } }
      writeFileSync(path.join(project, "data", file), `${JSON.stringify(previous, null, 2)}\n`)
      git(project, "add", path.join("data", file))
      const author = ["-c", "user.name=Dev", "-c", "user.email=dev@example.invalid"]
      git(project, ...author, "commit", "--quiet", "-m", `${file}, version ${version}`)
    }
    writeFileSync(path.join(project, "data", file), text)
  }
}

/**
 * The service on the clone, pushing to origin, on a free loopback port, for the editors in
 * `accounts`: its server, its status board and its address.
 */
export async function serviceOn(
  dir: string,
  clone: string,
  accounts: string,
  origin: string,
  options: Partial<ServiceOptions> = {},
) {
  const { server, status, stop } = await startService({
    repo: clone,
    admin: dir,
    accounts,
    origin,
    port: 0,
    push: true,
    ...options,
  })
  // The tests call the service directly, with fetch's keep-alive (nginx closes each upstream connection in
  // production). Under load, Node's 5 s idle timeout could close a socket just as fetch reused it
  // (ECONNRESET, seen with four jest workers): the client, at 4 s, must always give up first.
  server.keepAliveTimeout = 60_000
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  for (const login of Object.keys(readAccounts(accounts))) sessions.set(login, await signIn(base, origin, login))
  return { server, status, base, stop }
}

/** The tests' accounts all have this password (../helpers/editor-calls.ts). */
const PASSWORD = "un mot de passe long"
const sessions = new Map<string, string>()

/** Signs in on the sign-in page as a browser would (same origin) and returns the session's Cookie header. */
export async function signIn(base: string, origin: string, login: string, password = PASSWORD) {
  const response = await fetch(`${base}/connexion`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username: login, password, retour: "/admin/" }).toString(),
  })
  const cookie = response.headers.getSetCookie()[0]?.split(";")[0]
  if (response.status !== 303 || !cookie) throw new Error(`sign-in of ${login} answered ${response.status}`)
  return cookie
}

/** The Cookie header of `login`'s session on the last service started by `serviceOn`. */
export const sessionOf = (login: string) => sessions.get(login) ?? ""

/** Polls `check` every 200 ms, for at most a minute: the service pushes after it has answered. */
export const until = async (check: () => Promise<boolean> | boolean) => {
  for (let i = 0; i < 300 && !(await check()); i++) await new Promise(resolve => setTimeout(resolve, 200))
}

/** Decap's own request for an upload from its media library (decap-cms-backend-proxy): a founder's photo. */
export const photoUpload = (name: string) => ({
  action: "persistMedia",
  params: {
    branch: "main",
    asset: {
      path: `data/images/fondateurs/${name}`,
      content: readFileSync(path.join(root, "data/images/fondateurs/claire-dumontel.jpg")).toString("base64"),
      encoding: "base64",
    },
    options: { commitMessage: `Upload “${name}”` },
  },
})
