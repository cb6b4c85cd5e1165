import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import path from "node:path"
import { expect, type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from "@playwright/test"
import type { Content, ContentFileName } from "../../../content-model/model"
import { sessionFor, signInRequest } from "../session"
import { EDITOR_PAGE, ORIGIN, TLS_PORT, cloneDir, originRepo } from "./env"

export const git = (repo: string, ...args: string[]) =>
  execFileSync("git", ["-C", repo, ...args], { stdio: "pipe" })
    .toString()
    .trim()

/** A data file as the clone's main branch has it. */
export const mainFile = (file: string) => git(cloneDir, "show", `main:data/${file}`)

/** Decap's own request for a save in the editorial workflow (its proxy backend, decap-cms-backend-proxy). */
export function draftSave<F extends ContentFileName>(file: F, change: (content: Content<F>) => void) {
  const content = JSON.parse(mainFile(file)) as Content<F>
  change(content)
  const slug = file.replace(/\.json$/, "")
  return {
    action: "persistEntry",
    params: {
      branch: "main",
      dataFiles: [{ slug, path: `data/${file}`, raw: JSON.stringify(content, null, 2) }],
      assets: [],
      options: {
        collectionName: "contenu",
        commitMessage: `Update Contenu du site “${slug}”`,
        useWorkflow: true,
        status: "draft",
      },
    },
  }
}

export const readEntry = (file: string) => ({
  action: "entriesByFiles",
  params: { branch: "main", files: [{ path: `data/${file}`, label: file }] },
})

export const dropDraft = (file: string) => ({
  action: "deleteUnpublishedEntry",
  params: { branch: "main", collection: "contenu", slug: file.replace(/\.json$/, "") },
})

type Credentials = { login: string; password: string }

/** A POST of the sign-in form through nginx, from a chosen loopback address: its status and session cookie. */
export const postSignIn = (editor: Credentials, address = "127.0.0.1") =>
  signInRequest({ url: `https://127.0.0.1:${TLS_PORT}`, origin: ORIGIN, ...editor, localAddress: address })

const sessions = new Map<string, string>()
/** The Cookie header of a session of `editor` (signed in once per worker; sessions outlive restarts). */
export async function sessionCookie(editor: Credentials) {
  if (!sessions.has(editor.login)) {
    sessions.set(editor.login, await sessionFor({ url: `https://127.0.0.1:${TLS_PORT}`, origin: ORIGIN, ...editor }))
  }
  return sessions.get(editor.login)!
}

/**
 * A call to the API as the editor's page makes it: the editor's session, same origin. The service keeps ten
 * sessions per account (editor/service/sessions.ts) and the specs sign in often in their browsers: the session
 * kept here may have been the oldest one dropped, and is then opened again, once.
 */
export async function call(request: APIRequestContext, editor: Credentials, body: object) {
  const send = async () =>
    request.post(`${ORIGIN}/api/v1`, {
      headers: { Cookie: await sessionCookie(editor), Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" },
      data: body,
    })
  const response = await send()
  if (response.status() !== 401) return response
  sessions.delete(editor.login)
  return send()
}

/** Fills and sends the sign-in page in `page`, as the editor (or their password manager) would. */
export async function fillSignIn(page: Page, editor: Credentials) {
  await page.getByLabel("Identifiant").fill(editor.login)
  await page.getByLabel("Mot de passe").fill(editor.password)
  await page.getByRole("button", { name: "Se connecter", exact: true }).click()
}

/**
 * A browser of its own for `editor`, signed in on the sign-in page, on the editor's page (past Decap's
 * own « Se connecter » button, which asks nothing: the session is the service's).
 */
export async function signedIn(browser: Browser, editor: Credentials, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    viewport: { width: 1400, height: 900 },
    ...options,
  })
  const page = await context.newPage()
  await page.goto(`${ORIGIN}/admin/`)
  await expect(page).toHaveURL(/\/connexion\?retour=/)
  await fillSignIn(page, editor)
  await expect(page).toHaveURL(EDITOR_PAGE)
  const login = page.getByRole("button", { name: /^(Se connecter|Login)$/ })
  const flux = page.getByRole("link", { name: "Flux" })
  await expect(login.or(flux)).toBeVisible()
  if (await login.isVisible()) await login.click()
  await expect(flux).toBeVisible()
  return { context, page }
}

export const originLog = (...args: string[]) => git(originRepo, "log", ...args)
export const cloneStatus = () => git(cloneDir, "status", "--porcelain")
export const cloneBranch = () => git(cloneDir, "branch", "--show-current")
export const photo = () => readFileSync(path.join(cloneDir, "data/images/fondateurs/claire-dumontel.jpg"))
