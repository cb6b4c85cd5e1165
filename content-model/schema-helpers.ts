/**
 * Tiny builders for the JSON Schema that describes `data/`. The schema written with them is the
 * single source for validation (ajv), the `$schema` files editors get, and Gatsby's GraphQL types.
 */
export interface Schema {
  type?: "object" | "array" | "string" | "integer" | "number" | "boolean"
  title?: string
  description?: string
  properties?: Record<string, Schema>
  required?: string[]
  additionalProperties?: boolean
  items?: Schema
  minItems?: number
  maxItems?: number
  minLength?: number
  pattern?: string
  /** VS Code shows this instead of the raw regular expression; the validator says it too. */
  patternErrorMessage?: string
  format?: string
  enum?: string[]
  /** A path, relative to `data/`, to an image file of one of these formats: a `File` node in GraphQL. */
  "x-image"?: ImageFormat[]
  /** A path to one of the site's routes (the pages of src/pages). */
  "x-route"?: boolean
  /** A French SIREN number (checked with Luhn). */
  "x-siren"?: boolean
  /**
   * On a status field: the value that means "accredited", and the sibling fields it requires then
   * and forbids otherwise (the number and scope of an accreditation that does not exist yet).
   */
  "x-status-fields"?: { when: string; fields: string[]; granted: string }
  /**
   * What the product requires this text (a string, or every string under a list or object) to say:
   * each `pattern` (a regular expression, case-insensitive) must match, or the editor is told, in
   * French, that the mention `what` is missing. Tests then need not pin the wording (issue 23, point 5).
   */
  "x-mentions"?: Mention[]
  /**
   * A date in words (« 1er mars 2025 ») that must not come before the JJ/MM/AAAA date of the sibling
   * field named here: an entry into force before the edition reads as retroactive (issue 22, point 11).
   */
  "x-not-before"?: string
  /** A prose string linted for French typography. */
  "x-prose"?: boolean
  /** On an image: the sibling field that holds its text alternative, which must say something (RGAA 1.1, 1.3). */
  "x-alt"?: string
  /** The text of a link: it must say where the link leads without its context (RGAA 6.1, link-text.ts). */
  "x-link-text"?: boolean
  /** A file's SHA-256: the editor's page computes it from a file chosen in the form (editor/admin/fingerprint-widget.tsx). */
  "x-fingerprint"?: boolean
  /** A language code (BCP 47: « en », « de », « en-GB »), for a phrase in another language than French (RGAA 8.7). */
  "x-lang"?: boolean
}

export interface Mention {
  what: string
  pattern: string
}

export type ImageFormat = "jpeg" | "png" | "webp" | "avif" | "svg"

declare const contentType: unique symbol
/**
 * A schema that also carries, for TypeScript only, the type of the content it accepts: the types
 * of `data/` come from the model (see `Content` in model.ts) instead of being written twice.
 */
export type Typed<T> = Schema & { readonly [contentType]?: T }
/** The content type a typed schema accepts. */
export type TypeOf<S> = S extends { readonly [contentType]?: infer T } ? T : never
type Flatten<T> = { [K in keyof T]: T[K] } & {}

/** Prose shown to visitors: non-empty and linted for French typography. */
export const text = (description: string, extra: Partial<Schema> = {}): Typed<string> => ({
  type: "string",
  minLength: 1,
  "x-prose": true,
  description,
  ...extra,
})

/** A non-empty string that is not prose (an identifier, a URL, an address). */
export const plain = (description: string, extra: Partial<Schema> = {}): Typed<string> => ({
  type: "string",
  minLength: 1,
  description,
  ...extra,
})

/** A yes-or-no field (a checkbox in the editor). */
export const yesNo = (description: string): Typed<boolean> => ({ type: "boolean", description })

/**
 * One of a fixed set of identifiers: a GraphQL enum named `name`, so the generated query types are
 * the union of `values`, as is the content type.
 */
export const choice = <V extends string>(description: string, name: string, values: readonly V[]): Typed<V> => ({
  type: "string",
  title: name,
  description,
  enum: [...values],
})

const extensions: Record<ImageFormat, string[]> = {
  jpeg: ["jpg", "jpeg"],
  png: ["png"],
  webp: ["webp"],
  avif: ["avif"],
  svg: ["svg"],
}

/** Photos and diagrams go through gatsby-plugin-image, which needs a bitmap format. */
const bitmaps: ImageFormat[] = ["jpeg", "png", "webp", "avif"]

export const image = (description: string, formats: ImageFormat[] = bitmaps, alt?: string): Typed<string> => {
  const allowed = formats.flatMap(format => extensions[format])
  return {
    type: "string",
    minLength: 1,
    pattern: `\\.(${allowed.join("|")})$`,
    patternErrorMessage: `un chemin d’image qui se termine par ${orList(allowed.map(ext => `.${ext}`))}`,
    "x-image": formats,
    ...(alt ? { "x-alt": alt } : {}),
    description,
  }
}

export const list = <T>(description: string, items: Typed<T>, count?: { min?: number; max?: number }): Typed<T[]> => ({
  type: "array",
  description,
  items,
  minItems: count?.min ?? 1,
  ...(count?.max !== undefined ? { maxItems: count.max } : {}),
})

export const paragraphs = (description: string, count?: number): Typed<string[]> =>
  list(description, text("Un paragraphe."), count === undefined ? undefined : { min: count, max: count })

/**
 * An object whose every property is required unless listed in `optional`. Unknown properties are
 * errors, so a typo such as `descripion` is caught. `title` names the GraphQL type when it is shared.
 */
export const object = <P extends Record<string, Typed<unknown>>, O extends keyof P & string = never>(
  description: string,
  properties: P,
  options: { title?: string; optional?: readonly O[] } = {},
): Typed<Flatten<{ [K in Exclude<keyof P, O>]: TypeOf<P[K]> } & { [K in O]?: TypeOf<P[K]> }>> => ({
  type: "object",
  ...(options.title ? { title: options.title } : {}),
  description,
  additionalProperties: false,
  required: Object.keys(properties).filter(key => !(options.optional as readonly string[] | undefined)?.includes(key)),
  properties,
})

/** « a, b ou c »: the French way to list alternatives. */
export const orList = (items: string[]) => new Intl.ListFormat("fr", { type: "disjunction" }).format(items)
