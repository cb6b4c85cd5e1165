/**
 * `npm run edit`: the local editing environment (README.md, data/README.md « Modifier le site dans le
 * navigateur »). decap-server's local backend, behind the content check, writes into data/; `gatsby
 * develop` serves the site, and the editor's page (bundled first, editor/admin/build/bundle.ts) at
 * /admin/. Ctrl-C stops both.
 *   EDIT_PORT (8000) — the site and the editor; EDIT_API_PORT (8081) — decap-server's API.
 */
import { spawn } from "node:child_process"
import path from "node:path"
import { siteRoutes } from "../../content-model/node/routes"
import { bundleAdmin } from "../admin/build/bundle"
import { startEditServer } from "./edit-server"
import { waitUntil } from "../../tooling/wait-until"
import { projectRoot } from "../../content-model/node/project-root"

const repoDir = projectRoot
const sitePort = Number(process.env.EDIT_PORT ?? 8000)
const apiPort = Number(process.env.EDIT_API_PORT ?? 8081)
const editor = `http://localhost:${sitePort}/admin/`

let stopping = false

async function main() {
  const server = await startEditServer(repoDir, apiPort).catch((error: NodeJS.ErrnoException) => {
    console.error(
      `Le serveur d’édition ne démarre pas sur le port ${apiPort} : ${error.code === "EADDRINUSE" ? "port déjà utilisé (un autre « npm run edit » ?)" : error.message}`,
    )
    process.exit(1)
  })
  // The editor's page, with decap-server's address written in; gatsby-config.ts serves it at /admin/.
  const adminDir = path.join(repoDir, "editor", "dist", "admin-local")
  await bundleAdmin(repoDir, adminDir, {
    hosted: false,
    apiUrl: `http://127.0.0.1:${apiPort}/api/v1`,
    routes: siteRoutes(path.join(repoDir, "src", "pages")),
  })
  const gatsby = spawn(
    process.execPath,
    [require.resolve("gatsby/cli"), "develop", "-H", "localhost", "-p", String(sitePort)],
    {
      cwd: repoDir,
      // Its own process group, so Ctrl-C can stop Gatsby and the workers it starts in one go.
      detached: true,
      stdio: ["ignore", "pipe", "inherit"],
      env: {
        ...process.env,
        GATSBY_TELEMETRY_DISABLED: "1",
        EDITOR_ADMIN_DIR: adminDir,
      },
    },
  )
  // Gatsby says when the site is up; the editor's page is ready when /admin/ answers.
  let announced = false
  const announce = async () => {
    const answers = () =>
      fetch(editor).then(
        response => response.ok,
        () => false,
      )
    await waitUntil(async () => stopping || (await answers()), { intervalMs: 1000 })
    if (!stopping)
      console.log(
        `\n  ✏️  Éditeur du site : ${editor}\n     Aperçu du site : http://localhost:${sitePort}/\n     Ctrl-C pour tout arrêter.\n`,
      )
  }
  gatsby.stdout.on("data", (chunk: Buffer) => {
    process.stdout.write(chunk)
    if (!announced && chunk.toString().includes("You can now view")) {
      announced = true
      void announce()
    }
  })
  console.log(
    `Démarrage de l’édition (l’adresse s’affiche quand le site est prêt, en général en une ou deux minutes) : ${editor}`,
  )

  const stop = (code: number) => {
    if (stopping) return
    stopping = true
    server.close()
    try {
      process.kill(-gatsby.pid!, "SIGTERM")
    } catch {
      // already gone
    }
    setTimeout(() => process.exit(code), 500).unref()
  }
  process.on("SIGINT", () => stop(0))
  process.on("SIGTERM", () => stop(0))
  gatsby.on("exit", code => stop(code ?? 1))
}

void main()
