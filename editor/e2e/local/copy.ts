import os from "node:os"
import path from "node:path"

/** Ports of the editing environment under test; not `npm run edit`'s own (8000, 8081), which may be running. */
export const SITE_PORT = process.env.EDIT_PORT ?? "8100"
export const API_PORT = process.env.EDIT_API_PORT ?? "8180"
/** The temporary copy of the project the editor writes into: the work tree's data/ is never touched. */
export const copyDir = path.join(os.tmpdir(), `site-edition-e2e-${SITE_PORT}`)
