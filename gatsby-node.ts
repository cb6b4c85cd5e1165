import { rmSync } from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"

// The editor's page that `npm run edit` writes into public/admin never ships with the site (README.md).
export const onPreBuild: GatsbyNode["onPreBuild"] = () => {
  rmSync(path.resolve("public", "admin"), { recursive: true, force: true })
}
