/**
 * The hosted editor's page (Decap CMS, editor/admin/cms.tsx with the proxy backend and the editorial
 * workflow), built exactly as `npm run edit` builds its /admin/ — by gatsby-plugin-decap-cms — but in a
 * scratch copy of the project, whose public/admin/ is then moved to `target`: the page never sits in
 * the public site's public/ (__tests__/e2e/no-admin.spec.ts), and the service serves it on its own origin.
 *
 * The page depends only on the files hashed below: a page already built from the same files (its
 * fingerprint in `<target>.empreinte`) is kept as it is.
 */
import { spawn } from "node:child_process"
import { createHash } from "node:crypto"
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { digestTree } from "../../plugins/content-model/files-under"
import { siteRoutes } from "../../plugins/content-model/routes"
import { copyProject } from "../../scripts/copy-project"
import { projectRoot } from "../../plugins/content-model/project-root"

/** What goes into the page's bundle or its build: the project's sources, content, config and locked packages. */
const INPUTS = [
  "src",
  "plugins",
  "data",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package-lock.json",
  "editor/service/build-admin.ts",
]

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
  const scratch = mkdtempSync(path.join(os.tmpdir(), "editeur-admin-"))
  try {
    copyProject(projectDir, scratch)
    // A cold build: the site's .cache cannot serve here. Without its public/ Gatsby deletes it (« the
    // Gatsby cache is incomplete »), with another list of plugins too (PLUGINS_HASH), and copied with
    // both into another directory it broke the static queries of the HTML (« The result of this
    // StaticQuery could not be fetched »): its state holds absolute paths (docs/decisions/hosted-editor.md).
    const code = await new Promise<number | null>(resolve => {
      const gatsby = spawn(process.execPath, [require.resolve("gatsby/cli"), "build"], {
        cwd: scratch,
        stdio: ["ignore", "inherit", "inherit"],
        env: {
          ...process.env,
          GATSBY_TELEMETRY_DISABLED: "1",
          GATSBY_EDITOR_HOSTED: "1",
          GATSBY_SITE_ROUTES: JSON.stringify(siteRoutes(path.join(projectDir, "src", "pages"))),
        },
      })
      gatsby.on("exit", resolve)
    })
    const admin = path.join(scratch, "public", "admin")
    if (code !== 0 || !existsSync(path.join(admin, "index.html")))
      throw new Error(`la construction de la page de l’éditeur a échoué (gatsby build, code ${code})`)
    rmSync(target, { recursive: true, force: true })
    cpSync(admin, target, { recursive: true })
    writeFileSync(fingerprintFile, fingerprint)
    return "built"
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
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
