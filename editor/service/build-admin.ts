/**
 * The hosted editor's page (Decap CMS, editor/admin/cms.tsx with the proxy backend and the editorial
 * workflow), bundled by esbuild with the editor's own React (editor/admin/build/bundle.ts) straight
 * into `target`: the page never sits in the public site's public/ (__tests__/e2e/no-admin.spec.ts),
 * and the service serves it on its own origin.
 *
 * The page depends only on the files hashed below: a page already built from the same files (its
 * fingerprint in `<target>.empreinte`) is kept as it is.
 */
import { createHash } from "node:crypto"
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"
import { digestTree } from "../../content-model/node/files-under"
import { siteRoutes } from "../../content-model/node/routes"
import { projectRoot } from "../../content-model/node/project-root"
import { bundleAdmin } from "../admin/build/bundle"

/** What goes into the page's bundle: the site's sources and content, the editor's, and the locked packages. */
const INPUTS = ["src", "plugins", "data", "editor/admin", "tsconfig.json", "package-lock.json"]

/** A hash of every input file's path and bytes, in a stable order (a folder by the project's one lister). */
export function adminFingerprint(projectDir: string): string {
  const hash = createHash("sha256")
  for (const input of INPUTS) {
    const file = path.join(projectDir, input)
    if (!existsSync(file)) continue
    hash
      .update(`${input}\0`)
      .update(statSync(file).isDirectory() ? digestTree(file) : readFileSync(file))
      .update("\0")
  }
  return hash.digest("hex")
}

export async function buildAdmin(projectDir: string, target: string): Promise<"built" | "reused"> {
  const fingerprint = adminFingerprint(projectDir)
  const fingerprintFile = `${target}.empreinte`
  if (
    existsSync(path.join(target, "index.html")) &&
    existsSync(fingerprintFile) &&
    readFileSync(fingerprintFile, "utf8") === fingerprint
  )
    return "reused"
  rmSync(target, { recursive: true, force: true })
  rmSync(fingerprintFile, { force: true })
  try {
    await bundleAdmin(projectDir, target, { hosted: true, routes: siteRoutes(path.join(projectDir, "src", "pages")) })
  } catch (error) {
    rmSync(target, { recursive: true, force: true })
    throw new Error(`la construction de la page de l’éditeur a échoué : ${(error as Error).message}`)
  }
  writeFileSync(fingerprintFile, fingerprint)
  return "built"
}

if (require.main === module) {
  const [target = path.resolve(".editeur/admin")] = process.argv.slice(2)
  const started = Date.now()
  buildAdmin(projectRoot, path.resolve(target)).then(
    result => {
      const seconds = Math.round((Date.now() - started) / 1000)
      console.log(
        result === "reused"
          ? `Page de l’éditeur déjà construite à partir des mêmes fichiers : gardée telle quelle dans ${target}`
          : `Page de l’éditeur construite dans ${target} en ${seconds} s`,
      )
    },
    (error: Error) => {
      console.error(`✗ ${error.message}`)
      process.exit(1)
    },
  )
}
