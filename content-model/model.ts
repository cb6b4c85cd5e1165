import { pageFiles } from "./page-files"
import { reportRegisterFiles } from "./report-register-file"
import type { Schema, TypeOf } from "./schema-helpers"
import { servicePageFiles } from "./service-page-files"
import { sharedFiles } from "./shared-files"
import { specimenFiles } from "./specimen-files"

/** One JSON file of `data/`: its GraphQL node type and the shape of its content. */
export interface ContentFile {
  file: string
  typeName: string
  schema: Schema
}

/**
 * Every data file the model describes: the ones all pages read, then one per page. Their shared
 * parts are in fragments.ts; schema, JSON Schemas, check and types all derive from this list
 * (docs/architecture.md).
 */
export const contentFiles = [
  ...sharedFiles,
  ...pageFiles,
  ...servicePageFiles,
  ...reportRegisterFiles,
  ...specimenFiles,
] as const

/** The name of each data file the model describes. */
export type ContentFileName = (typeof contentFiles)[number]["file"]
/** The content of one data file, as the model accepts it: for code that reads data/ outside Gatsby. */
export type Content<F extends ContentFileName> = TypeOf<Extract<(typeof contentFiles)[number], { file: F }>["schema"]>
