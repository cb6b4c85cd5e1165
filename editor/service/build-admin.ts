/**
 * The hosted editor's page (Decap CMS, editor/admin/cms.tsx with the proxy backend and the editorial
 * workflow), bundled by esbuild with the editor's own React (editor/admin/build/bundle.ts) straight
 * into `target`: the page never sits in the public site's public/ (__tests__/e2e/no-admin.spec.ts),
 * and the service serves it on its own origin. It takes about five seconds: it is built each time.
 */
import { rmSync } from "node:fs"
import path from "node:path"
import { siteRoutes } from "../../content-model/node/routes"
import { projectRoot } from "../../content-model/node/project-root"
import { bundleAdmin } from "../admin/build/bundle"

export async function buildAdmin(projectDir: string, target: string): Promise<void> {
  rmSync(target, { recursive: true, force: true })
  try {
    await bundleAdmin(projectDir, target, { hosted: true, routes: siteRoutes(path.join(projectDir, "src", "pages")) })
  } catch (error) {
    rmSync(target, { recursive: true, force: true })
    throw new Error(`la construction de la page de l’éditeur a échoué : ${(error as Error).message}`)
  }
}

if (require.main === module) {
  const [target = path.resolve(".editeur/admin")] = process.argv.slice(2)
  const started = Date.now()
  buildAdmin(projectRoot, path.resolve(target)).then(
    () => console.log(`Page de l’éditeur construite dans ${target} en ${Math.round((Date.now() - started) / 1000)} s`),
    (error: Error) => {
      console.error(`✗ ${error.message}`)
      process.exit(1)
    },
  )
}
