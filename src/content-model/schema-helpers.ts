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
  format?: string
  enum?: string[]
  /** A path, relative to `data/`, to an image file: a `File` node in GraphQL. */
  "x-image"?: boolean
  /** A path to one of the site's routes. */
  "x-route"?: boolean
  /** A French SIREN number (checked with Luhn). */
  "x-siren"?: boolean
  /** A French intra-community VAT number whose key must match the SIREN. */
  "x-vat"?: boolean
  /** A prose string linted for French typography. */
  "x-prose"?: boolean
}

/** Prose shown to visitors: non-empty and linted for French typography. */
export const text = (description: string, extra: Partial<Schema> = {}): Schema => ({
  type: "string",
  minLength: 1,
  "x-prose": true,
  description,
  ...extra,
})

/** A non-empty string that is not prose (an identifier, a URL, an address). */
export const plain = (description: string, extra: Partial<Schema> = {}): Schema => ({
  type: "string",
  minLength: 1,
  description,
  ...extra,
})

export const image = (description: string): Schema => ({
  type: "string",
  minLength: 1,
  pattern: "\\.(png|jpe?g|webp|avif|svg)$",
  "x-image": true,
  description,
})

export const list = (description: string, items: Schema, count?: { min?: number; max?: number }): Schema => ({
  type: "array",
  description,
  items,
  minItems: count?.min ?? 1,
  ...(count?.max !== undefined ? { maxItems: count.max } : {}),
})

export const paragraphs = (description: string, count?: number): Schema =>
  list(description, text("Un paragraphe."), count === undefined ? undefined : { min: count, max: count })

/**
 * An object whose every property is required unless listed in `optional`. Unknown properties are
 * errors, so a typo such as `descripion` is caught. `title` names the GraphQL type when it is shared.
 */
export const object = (
  description: string,
  properties: Record<string, Schema>,
  options: { title?: string; optional?: string[] } = {}
): Schema => ({
  type: "object",
  ...(options.title ? { title: options.title } : {}),
  description,
  additionalProperties: false,
  required: Object.keys(properties).filter(key => !options.optional?.includes(key)),
  properties,
})
