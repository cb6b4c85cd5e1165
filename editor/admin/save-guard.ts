import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { correctContent } from "../../content-model/correct-content"
import { contentFiles } from "../../content-model/model"
import { sniff } from "../../content-model/node/image-file"
import { editorMessage, placeInForm, type FormPlace } from "../../content-model/editor-message"
import type { Problem } from "../../content-model/problem"
import { formatProblem } from "../../content-model/report"
import type { Schema } from "../../content-model/schema-helpers"
import { sameHistory } from "../../content-model/node/document-history"
import { validateContent } from "../../content-model/node/validate"
import { arrange, jsonText } from "./file-layout"

/** What decap-server's API receives for a save (its `persistEntry` action) or an upload (`persistMedia`). */
export interface DataFile {
  slug?: string
  path: string
  raw: string
  newPath?: string
}
export interface Asset {
  path: string
  content: string
  encoding: "base64"
}
export interface ApiRequest {
  action: string
  params?: {
    entry?: DataFile
    dataFiles?: DataFile[]
    assets?: Asset[]
    asset?: Asset
    path?: string
    paths?: string[]
  }
}

/** A refusal: `message` for developers (file › field, in the service's log), `forEditor` for the page. */
export type Verdict =
  { ok: true; request: ApiRequest } | { ok: false; message: string; forEditor: string; places: FormPlace[] }

const REFUSED = "Enregistrement refusé, rien n’a été enregistré\u00a0:"
const refuse = (message: string, forEditor: string): Verdict => ({
  ok: false,
  message,
  forEditor: `${REFUSED}\n${forEditor}`,
  places: [],
})
/**
 * The check's errors for a data/ folder, as the editor reads them (no line: the editor has no file open);
 * versioned documents compared with the history of `historyDir` (by default the folder's own git).
 */
export const contentErrors = (dataDir: string, pagesDir: string, historyDir = dataDir) =>
  errorsIn(dataDir, pagesDir, historyDir).map(said)

const errorsIn = (dataDir: string, pagesDir: string, historyDir: string) =>
  validateContent(dataDir, { pagesDir, historyDir }).filter(problem => problem.severity === "error")
const said = (problem: Problem) => formatProblem({ ...problem, line: undefined, column: undefined })

/** A problem in the editor's words and its place in the form, read from the saved copy of its file. */
function forEditor(problem: Problem, dataDir: string) {
  const model = contentFiles.find(({ file }) => file === problem.file)
  if (!model) return { text: said(problem), place: undefined }
  let content: unknown
  try {
    content = JSON.parse(readFileSync(path.join(dataDir, problem.file), "utf8"))
  } catch {
    content = undefined
  }
  const schema = model.schema as Schema
  return { text: editorMessage(problem, schema, content), place: placeInForm(schema, content, problem.path) }
}

/**
 * The copies of data/ left by a process killed during a check (`edition-<its pid>-…` in the system's
 * temporary folder, see `guard`): removed when that process is gone. The service calls it at start.
 */
export function removeLeftoverCopies(tmp = os.tmpdir()) {
  for (const name of readdirSync(tmp)) {
    const pid = Number(name.split("-")[1])
    if (!name.startsWith("edition-") || !Number.isInteger(pid) || pid <= 0 || pid === process.pid) continue
    try {
      process.kill(pid, 0)
      continue
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ESRCH") continue
    }
    rmSync(path.join(tmp, name), { recursive: true, force: true })
  }
}

/**
 * The content check of `npm run check`, in front of decap-server: a save or an upload is applied to a
 * copy of data/ first and refused, with the check's own French message, if it brings a new error
 * (a versioned document's text changed without a new version and edition date included).
 * Accepted data files are rewritten in the project's layout (./file-layout.ts), their prose's typography
 * corrected where it has one correct form. Nothing else is written.
 */
export function guard(repoDir: string, request: ApiRequest): Verdict {
  const writes = ["persistEntry", "persistMedia", "deleteFile", "deleteFiles"]
  if (!writes.includes(request.action)) return { ok: true, request }
  const params = request.params ?? {}
  const dataDir = path.join(repoDir, "data")
  const pagesDir = path.join(repoDir, "src", "pages")

  const dataFiles = params.dataFiles ?? (params.entry ? [params.entry] : [])
  const assets = [...(params.assets ?? []), ...(params.asset ? [params.asset] : [])]
  const deleted = [
    ...(params.paths ?? []),
    ...(params.path && request.action.startsWith("delete") ? [params.path] : []),
  ]
  const arranged: DataFile[] = []
  for (const dataFile of dataFiles) {
    const model = contentFiles.find(({ file }) => `data/${file}` === dataFile.path)
    if (!model || dataFile.newPath)
      return refuse(
        `✗ ${dataFile.path} : Enregistrement refusé. Seuls les fichiers du site (data/*.json) peuvent être modifiés ici, sans les renommer.`,
        "Cette page ne peut être enregistrée ici.",
      )
    let incoming: unknown
    try {
      incoming = JSON.parse(dataFile.raw)
    } catch {
      return refuse(
        `✗ ${model.file} : Enregistrement refusé. Le contenu envoyé n’est pas du JSON valide.`,
        "Le contenu envoyé est illisible. Rechargez la page puis recommencez.",
      )
    }
    const original = JSON.parse(readFileSync(path.join(dataDir, model.file), "utf8")) as unknown
    // French typography that has one correct form is corrected here, before the check (correct-content.ts).
    const { value: corrected } = correctContent(model.schema, incoming)
    arranged.push({ ...dataFile, raw: jsonText(arrange(model.schema, corrected, original)) })
  }
  for (const file of [...assets.map(asset => asset.path), ...deleted]) {
    if (!file.startsWith("data/images/") || file.split("/").includes("..")) {
      return refuse(
        `✗ ${file} : Enregistrement refusé. Les images vont dans le dossier data/images.`,
        "Une image ne peut être enregistrée qu’avec le bouton « Choisir une image » d’un champ photo.",
      )
    }
  }

  const copy = mkdtempSync(path.join(os.tmpdir(), `edition-${process.pid}-`))
  try {
    cpSync(dataDir, copy, { recursive: true })
    for (const { path: file, raw } of arranged) writeFileSync(path.join(copy, file.slice("data/".length)), raw)
    for (const asset of assets) {
      const target = path.join(copy, asset.path.slice("data/".length))
      mkdirSync(path.dirname(target), { recursive: true })
      writeFileSync(target, Buffer.from(asset.content, asset.encoding))
      // An upload no file uses yet is checked too: the photo an editor picks must be an image.
      const content = sniff(target)
      if ("other" in content)
        return refuse(
          `✗ ${asset.path} : Ce fichier n’est pas une image. Attendu : une image JPEG, PNG, WebP ou AVIF ; trouvé : ${content.other}.`,
          `Le fichier choisi n’est pas une image (c’est ${content.other}). Choisissez une photo JPEG, PNG, WebP ou AVIF.`,
        )
    }
    for (const file of deleted) {
      const target = path.join(copy, file.slice("data/".length))
      if (existsSync(target)) rmSync(target)
    }
    // Both checks read the clone's history, asking git each question once (sameHistory).
    const introduced = sameHistory(() => {
      const before = new Set(contentErrors(dataDir, pagesDir))
      // The copy is outside git: its versioned documents are compared with the clone's last commit.
      return errorsIn(copy, pagesDir, dataDir).filter(problem => !before.has(said(problem)))
    })
    if (introduced.length) {
      const told = introduced.map(problem => forEditor(problem, copy))
      return {
        ok: false,
        message: `Enregistrement refusé, rien n’a été écrit dans data/ :\n${introduced.map(said).join("\n")}`,
        forEditor: `${REFUSED}\n${told.map(({ text }) => text).join("\n")}`,
        places: told.flatMap(({ place }) => (place ? [place] : [])),
      }
    }
  } finally {
    rmSync(copy, { recursive: true, force: true })
  }
  const accepted: ApiRequest = { ...request, params: { ...params } }
  if (params.dataFiles) accepted.params!.dataFiles = arranged
  else if (params.entry) accepted.params!.entry = arranged[0]
  return { ok: true, request: accepted }
}
