/**
 * The hosted editor's page (Decap CMS, src/cms/cms.tsx with the proxy backend and the editorial
 * workflow), built exactly as `npm run edit` builds its /admin/ — by gatsby-plugin-decap-cms — but in a
 * scratch copy of the project, whose public/admin/ is then moved to `target`: the page never sits in
 * the public site's public/ (e2e/no-admin.spec.ts), and the service serves it on its own origin.
 */
import { spawn } from "node:child_process"
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { siteRoutes } from "../../src/content-model/routes"
import { copyProject } from "../copy-project"
import { projectRoot } from "../../src/utils/project-root"

export async function buildAdmin(projectDir: string, target: string): Promise<void> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), "editeur-admin-"))
  try {
    copyProject(projectDir, scratch)
    // The scratch copy's own .cache would start cold: reuse the project's when there is one.
    const cache = path.join(projectDir, ".cache")
    if (existsSync(cache)) cpSync(cache, path.join(scratch, ".cache"), { recursive: true })
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
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

if (require.main === module) {
  const [target = path.resolve(".editeur/admin")] = process.argv.slice(2)
  buildAdmin(projectRoot, path.resolve(target)).then(
    () => console.log(`Page de l’éditeur construite dans ${target}`),
    (error: Error) => {
      console.error(`✗ ${error.message}`)
      process.exit(1)
    },
  )
}
