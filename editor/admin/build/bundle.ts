import { mkdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import { build } from "esbuild"
import { cssModules } from "./css-modules"
import { standIns } from "./stand-ins"

export interface AdminPage {
  /** The hosted editor's page (proxy backend, editorial workflow) rather than `npm run edit`'s. */
  hosted: boolean
  /** `npm run edit`'s decap-server API. */
  apiUrl?: string
  /** The site's routes, for the links the content check verifies (content-model/node/routes.ts). */
  routes: string[]
}

const html = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="none" />
    <title>Édition du site</title>
  </head>
  <body>
    <script src="cms.js"></script>
  </body>
</html>
`

/**
 * The admin page (Decap CMS with editor/admin/cms.tsx) bundled by esbuild into `outDir`: index.html,
 * cms.js and cms.css (the site's styles, for the preview pane only). React is the editor's own
 * (editor/admin/build/stand-ins.ts); the previews render the site's components with its CSS Modules.
 */
export async function bundleAdmin(projectDir: string, outDir: string, page: AdminPage) {
  const editorDir = path.join(projectDir, "editor")
  mkdirSync(outDir, { recursive: true })
  await build({
    absWorkingDir: projectDir,
    // The hosted editor's sign-in page (editor/service/sign-in-page.ts) loads connexion.js.
    entryPoints: {
      cms: path.join(editorDir, "admin", "cms.tsx"),
      ...(page.hosted ? { connexion: path.join(editorDir, "admin", "sign-in.ts") } : {}),
    },
    outdir: outDir,
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    minify: true,
    legalComments: "none",
    logLevel: "warning",
    loader: { ".svg": "file", ".png": "file", ".jpg": "file", ".woff2": "file" },
    define: {
      "process.env.NODE_ENV": JSON.stringify("production"),
      "process.env.EDITOR_API_URL": JSON.stringify(page.apiUrl ?? ""),
      "process.env.EDITOR_HOSTED": JSON.stringify(page.hosted ? "1" : ""),
      "process.env.EDITOR_SITE_ROUTES": JSON.stringify(JSON.stringify(page.routes)),
      global: "globalThis",
    },
    plugins: [standIns(editorDir), cssModules()],
  })
  writeFileSync(path.join(outDir, "index.html"), html)
}
