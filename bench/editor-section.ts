/**
 * The hosted editor's publication (issue 23, point 8): from « Publier » to the change served by nginx,
 * in self-publishing mode. The service's build clone starts empty, as on a new server (the project's
 * .cache cannot be copied there: docs/decisions/hosted-editor.md): the first publication is timed
 * apart, cold; the next ones find the build clone's own cache, warm, as a server does between
 * publications, and the goal is theirs. The whole stack is
 * the browser tests' one (e2e-hosted/serve.ts: bare origin, clone, accounts, TLS nginx, releases
 * served by nginx), on the bench's own ports; one founder's name is changed per run.
 */
import { execFileSync, spawn } from "node:child_process"
import { get } from "node:https"
import path from "node:path"
import { editors, rootFor } from "../e2e-hosted/env"
import type { Content } from "../src/content-model/model"
import { waitUntil } from "../scripts/wait-until"
import { measureEditorPublish } from "./editor-publish"
import { markdownTable, seconds, show, spread } from "./figures"
import type { Section } from "./section"
import { ROOT } from "./servers"

const GOAL_S = 120
/** Fictional names (FACTS.md), one per run. */
const NAMES = ["Hélène Carvalet", "Bastien Orlandi", "Maëlle Durtal", "Yanis Feuillard", "Agathe Sorbier"]

export const editorPublication = (port: number): Section => ({
  title: "Éditeur en ligne : de « Publier » au site en ligne",
  async measure({ runs }) {
    const [tlsPort, sitePort] = [port + 1, port + 2]
    const origin = `https://127.0.0.1:${tlsPort}`
    const clone = path.join(rootFor(port), "clone")
    const stack = spawn(process.execPath, ["--import", "tsx", "e2e-hosted/serve.ts"], {
      cwd: ROOT,
      detached: true,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        EDITEUR_TEST_PORT: String(port),
        EDITEUR_TEST_TLS_PORT: String(tlsPort),
        EDITEUR_TEST_SITE_PORT: String(sitePort),
      },
    })
    const durations: number[] = []
    try {
      // Any answer from the service through nginx counts as up (401 without an account); nginx answers
      // 502 while the service starts, after the editor's page is built.
      const up = () =>
        new Promise<boolean>(resolve =>
          get(`${origin}/api/etat`, { rejectUnauthorized: false }, response => {
            response.resume()
            resolve(response.statusCode === 401)
          }).on("error", () => resolve(false)),
        )
      if (!(await waitUntil(up, { timeoutMs: 900_000, intervalMs: 1000 })))
        throw new Error("le service d’édition du banc n’a pas démarré en 15 min")
      for (let run = 0; run <= runs; run++) {
        const file = "data/fondateurs.json"
        const content = JSON.parse(
          execFileSync("git", ["-C", clone, "show", `main:${file}`], { encoding: "utf8" }),
        ) as Content<"fondateurs.json">
        const name = NAMES[run % NAMES.length]
        content.items[0].name = name
        const elapsed = await measureEditorPublish({
          origin,
          ...editors.a,
          siteUrl: `http://127.0.0.1:${sitePort}/`,
          slug: "fondateurs",
          file,
          raw: `${JSON.stringify(content, null, 2)}\n`,
          expected: name,
        })
        durations.push(elapsed / 1000)
        console.log(
          `publication ${run === 0 ? "à froid" : `${run}/${runs}`} : en ligne après ${seconds(elapsed / 1000)}`,
        )
      }
    } finally {
      if (stack.pid) process.kill(-stack.pid, "SIGTERM")
    }
    const [cold, ...warm] = durations
    const figures = spread(warm)
    return {
      markdown: markdownTable(
        ["de « Publier » au changement servi par nginx (build, vérifications, bascule)", "mesure", "objectif"],
        [
          ["première publication, clone de construction vide", seconds(cold), "—"],
          [`publications suivantes, cache chaud (${warm.length})`, show(figures, seconds), `< ${GOAL_S} s`],
        ],
      ),
      checks: [
        {
          ok: figures.median < GOAL_S,
          text: `éditeur en ligne : publication à chaud en ${seconds(figures.median)} (médiane), objectif < ${GOAL_S} s`,
        },
      ],
    }
  },
})
