import { schemaLink } from "../../content-model/json-schema"
import { contentFiles } from "../../content-model/model"
import { labelOf } from "../../content-model/field-label"
import type { Schema } from "../../content-model/schema-helpers"
import { MAX_UPLOAD_BYTES } from "./upload-limit"

export { labelOf }

/**
 * Decap CMS's configuration, generated from the content model (content-model/model.ts) and never
 * written by hand: one `files` entry per data file, one field per model property (see data/README.md,
 * « Modifier le site dans le navigateur »). Only the editing page (`npm run edit`) reads it.
 */
export interface CmsField {
  name: string
  label: string
  hint?: string
  widget: string
  required?: boolean
  default?: string | boolean
  options?: string[]
  min?: number
  max?: number
  field?: CmsField
  fields?: CmsField[]
  collapsed?: boolean
  summary?: string
  label_singular?: string
  media_folder?: string
  public_folder?: string
  choose_url?: boolean
  /** Decap's media picker refuses a heavier file when it is chosen (editor/admin/upload-limit.ts). */
  media_library?: { config: { max_file_size: number } }
  /** Read by the site's own widgets (editor/admin/checked-widget.tsx): the model's checks for this value. Images are checked by the save guard, which sees the uploaded bytes. */
  check?: { file: string; path: (string | number)[]; schema: Schema }
}

export interface CmsConfig {
  backend: { name: string; [option: string]: unknown }
  local_backend?: { url: string; allowed_hosts?: string[] }
  load_config_file: false
  locale: string
  media_folder: string
  public_folder: string
  publish_mode?: string
  collections: { name: string; label: string; editor?: { preview: boolean }; files: CmsFile[] }[]
}

export interface CmsFile {
  name: string
  label: string
  file: string
  description?: string
  fields: CmsField[]
}

/** Where an uploaded image lands under data/images, by the kind of object that holds it (data/README.md). */
const imageFolders: Record<string, string> = { Founder: "fondateurs", Diagram: "diagrammes" }

/** Short prose fields get a one-line input; the others a text area. */
const oneLine =
  /(^|[a-z])(title|Title|heading|Heading|label|Label|name|Name|badge|role|submit|loading|close|zoomIn|zoomOut|zoomReset|zoomLevel|copyright|skipLink|homeLink|placeholder|Placeholder|value)$/

function fieldOf(
  name: string,
  schema: Schema,
  required: boolean,
  file: string,
  path: (string | number)[],
  holder?: string,
): CmsField {
  const { label, hint } = labelOf(schema.description, name)
  const base = { name, label, ...(hint ? { hint } : {}), ...(required ? {} : { required: false }) }
  if (schema.type === "object") {
    // Decap validates the fields of an object even where the object is absent (a founder without a
    // `missionRole`): inside an optional object they are optional too, and the save guard checks that
    // a present object is complete (editor/admin/save-guard.ts).
    // A versioned document's card gets « Nouvelle version » (editor/admin/new-version-control.tsx).
    const widget = schema.title === "VersionedDocument" ? "versioned-document" : "object"
    return { ...base, widget, collapsed: false, fields: fieldsOf(schema, file, path, required) }
  }
  if (schema.type === "array") {
    const items = schema.items ?? {}
    const bounds = { min: schema.minItems, ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}) }
    if (items.type === "object") {
      const first = Object.keys(items.properties ?? {})[0]
      const singular = labelOf(items.description, name).label
      return {
        ...base,
        widget: "list",
        ...bounds,
        // « Ajouter un fondateur »: Decap names the add button after one item.
        label_singular: singular.charAt(0).toLowerCase() + singular.slice(1),
        collapsed: true,
        // An item whose first field is still empty: Decap's list would say « No name » (ListControl.js, objectLabel).
        summary: `{{fields.${first} | default('Nouvel élément')}}`,
        fields: fieldsOf(items, file, [...path, 0]),
      }
    }
    return { ...base, widget: "list", ...bounds, field: fieldOf(name, items, true, file, [...path, 0]) }
  }
  // Unticked until the editor ticks it: Decap counts a new item's box never touched as empty (« requis »).
  if (schema.type === "boolean") return { ...base, widget: "boolean", default: false }
  const check = { file, path, schema }
  if (schema.enum) return { ...base, widget: "select", options: [...schema.enum], check }
  if (schema["x-image"]) {
    const folder = imageFolders[holder ?? ""]
    return {
      ...base,
      widget: "image",
      choose_url: false,
      media_library: { config: { max_file_size: MAX_UPLOAD_BYTES } },
      media_folder: `/data/images${folder ? `/${folder}` : ""}`,
      public_folder: `images${folder ? `/${folder}` : ""}`,
      check,
    }
  }
  if (schema["x-fingerprint"]) return { ...base, widget: "fingerprint", check }
  const long = schema["x-prose"] && !oneLine.test(name)
  return { ...base, widget: long ? "checked-text" : "checked-string", check }
}

function fieldsOf(schema: Schema, file: string, path: (string | number)[], holderRequired = true): CmsField[] {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {}).map(([key, child]) =>
    fieldOf(key, child, holderRequired && required.has(key), file, [...path, key], schema.title),
  )
}

export interface CmsConfigOptions {
  /** decap-server's API, e.g. http://localhost:8081/api/v1 (`npm run edit` starts it). */
  localBackendUrl: string
  /**
   * The hosted editor (`npm run editor`, docs/decisions/hosted-editor.md): Decap's `proxy` backend on
   * the page's own origin (registered as `editeur`, its « Déconnexion » ending the session: ./cms.tsx), and the editorial workflow (draft, in review, ready, published).
   */
  hosted?: boolean
}

/** The whole configuration, passed to `CMS.init` by editor/admin/cms.tsx (no config.yml). */
export function cmsConfig({ localBackendUrl, hosted = false }: CmsConfigOptions): CmsConfig {
  const backend = hosted
    ? // Same origin as the page: the service behind nginx answers /api/v1 (editor/service/).
      { backend: { name: "editeur", proxy_url: "/api/v1", branch: "main" }, publish_mode: "editorial_workflow" }
    : {
        // `npm run edit` answers at localBackendUrl. The GitHub option is in data/README.md.
        backend: { name: "git-gateway" },
        local_backend: { url: localBackendUrl, allowed_hosts: ["localhost", "127.0.0.1"] },
      }
  return {
    ...backend,
    load_config_file: false,
    locale: "fr",
    media_folder: "data/images",
    public_folder: "images",
    collections: [
      {
        name: "contenu",
        label: "Contenu du site",
        files: contentFiles.map(({ file, schema }) => ({
          name: file.replace(/\.json$/, ""),
          label: labelOf(schema.description, file).label,
          file: `data/${file}`,
          description: schema.description,
          fields: [
            // Kept as it is: the line that points editors' tools at the file's schema (data/README.md).
            { name: "$schema", label: "Schéma", widget: "hidden", default: schemaLink(file) },
            ...fieldsOf(schema as Schema, file, []),
          ],
        })),
      },
    ],
  }
}
