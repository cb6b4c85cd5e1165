import type { ContentFile } from "./model"
import type { Schema } from "./schema-helpers"

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1)

/**
 * Turns the content model into GraphQL SDL for `createTypes`: every node type is `@dontInfer`,
 * every image a `File @fileByRelativePath`, so the generated `Queries.*` types match the model exactly.
 */
export function toGraphQL(files: readonly ContentFile[]): string {
  const types = new Map<string, string>()

  const fieldType = (schema: Schema, fallbackName: string): string => {
    if (schema["x-image"]) return "File @fileByRelativePath"
    switch (schema.type) {
      case "string":
        return schema.enum ? enumType(schema.enum, schema.title ?? fallbackName) : "String"
      case "integer":
        return "Int"
      case "number":
        return "Float"
      case "boolean":
        return "Boolean"
      case "array":
        if (!schema.items) throw new Error(`${fallbackName}: array without items`)
        return `[${nonNull(schema.items, fieldType(schema.items, fallbackName))}]`
      case "object":
        return objectType(schema, schema.title ?? fallbackName)
      default:
        throw new Error(`${fallbackName}: unsupported schema type ${String(schema.type)}`)
    }
  }

  // `File @fileByRelativePath!` is invalid: the directive must follow the `!`.
  const nonNull = (schema: Schema, type: string) => (schema["x-image"] ? "File! @fileByRelativePath" : `${type}!`)

  const fields = (schema: Schema, name: string) =>
    Object.entries(schema.properties ?? {})
      .map(([key, child]) => {
        const type = fieldType(child, name + pascal(key))
        const required = schema.required?.includes(key)
        if (!required) return `  ${key}: ${type}`
        return `  ${key}: ${nonNull(child, type)}`
      })
      .join("\n")

  const enumType = (values: readonly string[], name: string): string => {
    const invalid = values.find(
      value => !/^[_A-Za-z][_0-9A-Za-z]*$/.test(value) || ["true", "false", "null"].includes(value),
    )
    if (invalid !== undefined) throw new Error(`${name}: « ${invalid} » cannot be a GraphQL enum value`)
    types.set(name, `enum ${name} {\n${values.map(value => `  ${value}`).join("\n")}\n}`)
    return name
  }

  const objectType = (schema: Schema, name: string): string => {
    if (!types.has(name)) {
      types.set(name, "") // reserve the name first: shared types are reached more than once
      types.set(name, `type ${name} {\n${fields(schema, name)}\n}`)
    }
    return name
  }

  for (const { typeName, schema } of files) {
    types.set(typeName, `type ${typeName} implements Node @dontInfer {\n${fields(schema, typeName)}\n}`)
  }
  return [...types.values()].join("\n\n")
}
