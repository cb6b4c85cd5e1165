/**
 * `npm run editor -- --depot <clone> --admin <dossier> --comptes <fichier> --origine https://edition.…`
 * The hosted editor (deploy/README.md, « Éditeur en ligne »): Decap CMS's page and decap-server's git
 * mode for a dedicated clone of the site's repository, with accounts, on 127.0.0.1 behind nginx (TLS).
 *   --publier <dossier>   self-publishing: build and `npm run publish` into this nginx release folder (at
 *                         start too, when nothing is online there yet)
 *   --sans-envoi          do not push to origin (self-publishing without a git host)
 */
import path from "node:path"
import { parseArgs } from "node:util"
import { scheduleDailyRebuild } from "./daily-rebuild"
import { Publisher } from "./publisher"
import { startService } from "./server"

const usage = `Usage : npm run editor -- --depot <clone> --admin <page construite> --comptes <fichier> --origine <https://edition.…>
       [--port 9510] [--publier <dossier des releases>] [--construction <dossier>] [--sans-envoi] [--reessai 30]`

async function main() {
  const { values } = parseArgs({
    options: {
      depot: { type: "string", default: process.env.EDITEUR_DEPOT },
      admin: { type: "string", default: process.env.EDITEUR_ADMIN },
      comptes: { type: "string", default: process.env.EDITEUR_COMPTES },
      origine: { type: "string", default: process.env.EDITEUR_ORIGINE },
      port: { type: "string", default: process.env.EDITEUR_PORT ?? "9510" },
      publier: { type: "string", default: process.env.EDITEUR_PUBLIER },
      construction: { type: "string", default: process.env.EDITEUR_CONSTRUCTION },
      "sans-envoi": { type: "boolean", default: false },
      reessai: { type: "string", default: "30" },
    },
  })
  if (!values.depot || !values.admin || !values.comptes || !values.origine) throw new Error(usage)
  const repo = path.resolve(values.depot)
  const buildDir = path.resolve(values.construction ?? `${repo}.construction`)
  const publisher = values.publier ? new Publisher(repo, buildDir, path.resolve(values.publier)) : undefined
  const { status, stop: stopService } = await startService({
    repo,
    admin: values.admin,
    accounts: path.resolve(values.comptes),
    origin: values.origine.replace(/\/$/, ""),
    port: Number(values.port),
    push: !values["sans-envoi"],
    publisher,
    retrySeconds: Number(values.reessai),
  })
  publisher?.attach(status)
  void publisher?.publishIfNothingOnline()
  // Self-publishing rebuilds when a date passes: a version coming into force, a page due for review.
  if (publisher && values.publier)
    scheduleDailyRebuild(() => publisher.request(), buildDir, path.resolve(values.publier))
  console.log(`Service d’édition prêt sur http://127.0.0.1:${values.port} (dépôt ${repo}), derrière ${values.origine}`)
  const stop = () => void stopService().then(() => process.exit(0))
  process.on("SIGINT", stop)
  process.on("SIGTERM", stop)
}

main().catch((error: NodeJS.ErrnoException) => {
  console.error(`✗ ${error.code === "EADDRINUSE" ? "port déjà utilisé" : error.message}`)
  process.exit(1)
})
