import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import path from "node:path"
import type { APIRequestContext } from "@playwright/test"
import type { Content, ContentFileName } from "../../../content-model/model"
import { ORIGIN, basic, cloneDir, originRepo } from "./env"

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

/** A call to the API as the editor's page makes it: credentials, same origin. */
export const call = (request: APIRequestContext, editor: { login: string; password: string }, body: object) =>
  request.post(`${ORIGIN}/api/v1`, {
    headers: { Authorization: basic(editor), Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" },
    data: body,
  })

export const originLog = (...args: string[]) => git(originRepo, "log", ...args)
export const cloneStatus = () => git(cloneDir, "status", "--porcelain")
export const cloneBranch = () => git(cloneDir, "branch", "--show-current")
export const photo = () => readFileSync(path.join(cloneDir, "data/images/fondateurs/claire-dumontel.jpg"))
