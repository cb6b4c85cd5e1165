import { contentFiles, type Content, type ContentFileName } from "../model"
import type { Schema } from "../schema-helpers"
import { readContent } from "./read-content"

/** Content as a page query returns it: a field the file leaves out comes back as null. */
export type Queried<T> = T extends readonly (infer U)[]
  ? readonly Queried<U>[]
  : T extends object
    ? { readonly [K in keyof T]-?: undefined extends T[K] ? Queried<Exclude<T[K], undefined>> | null : Queried<T[K]> }
    : T

const withNulls = (schema: Schema, value: unknown): unknown => {
  if (Array.isArray(value)) return value.map((item: unknown) => (schema.items ? withNulls(schema.items, item) : item))
  if (!schema.properties || typeof value !== "object" || value === null) return value
  const object = value as Record<string, unknown>
  return Object.fromEntries(
    Object.entries(schema.properties).map(([key, child]) => [
      key,
      key in object ? withNulls(child, object[key]) : null,
    ]),
  )
}

/** A file of data/ with the nulls a page query gives for what it leaves out: the props a page passes on. */
export function readQueried<F extends ContentFileName>(file: F): Queried<Content<F>> {
  const { schema } = contentFiles.find(described => described.file === file) as { schema: Schema }
  return withNulls(schema, readContent(file)) as Queried<Content<F>>
}
