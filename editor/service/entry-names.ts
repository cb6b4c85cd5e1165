import path from "node:path"
import { labelOf } from "../../content-model/field-label"
import { contentFiles } from "../../content-model/model"

/** Each data file's entry as the editor's list of contents names it (« Les fondateurs présentés sur la page d’accueil »). */
const entries = new Map(
  contentFiles.map(({ file, schema }) => [`data/${file}`, labelOf(schema.description, file).label]),
)

/**
 * The files of a publication as an editor knows them (issue 47, point 7: no file path on the editor's page):
 * the entries by their names in the list of contents, the images by their number; any other file by its name.
 */
export function entryNames(files: string[]): string {
  const images = files.filter(file => file.startsWith("data/images/")).length
  const named = files
    .filter(file => !file.startsWith("data/images/"))
    .map(file => (entries.has(file) ? `«\u00a0${entries.get(file)}\u00a0»` : path.basename(file)))
  if (images) named.push(images === 1 ? "une image" : `${images} images`)
  return named.length > 1 ? `${named.slice(0, -1).join(", ")} et ${named[named.length - 1]}` : (named[0] ?? "")
}
