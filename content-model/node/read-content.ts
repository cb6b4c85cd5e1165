import { readFileSync } from "node:fs"
import path from "node:path"
import type { Content, ContentFileName } from "../model"
import { projectRoot } from "./project-root"

const projectData = path.join(projectRoot, "data")

/**
 * A file of data/, typed by the content model: how code outside Gatsby (unit, build and browser
 * tests) reads the content, without a hand-written shape. `dataDir` reads another copy of data/.
 * Types only from the model: the build's plugins that read a file do not bundle the whole model.
 */
export function readContent<F extends ContentFileName>(file: F, dataDir = projectData): Content<F> {
  // `$schema` points editors' tools at data/schemas/: it is not content.
  const { $schema: _schema, ...content } = JSON.parse(readFileSync(path.join(dataDir, file), "utf8")) as {
    $schema?: string
  }
  return content as Content<F>
}
