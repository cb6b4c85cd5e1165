/**
 * The hosted editor's publication (issue 23, point 8): from « Publier » to the change served by nginx,
 * in self-publishing mode. The service's build clone starts empty, as on a new server (the project's
 * .cache cannot be copied there: docs/decisions/hosted-editor.md): the first publication is timed
 * apart, cold; the next ones find the build clone's own cache, warm, as a server does between
 * publications, and the goal is theirs. The whole stack is
 * the browser tests' one (editor/e2e/hosted/serve.ts: bare origin, clone, accounts, TLS nginx, releases
 * served by nginx), on the bench's own ports; one founder's name is changed per run.
 */
import { execFileSync } from "node:child_process"
import path from "node:path"
import { editors, rootFor } from "../editor/e2e/hosted/env"
import { startHostedStack } from "../editor/e2e/hosted/stack"
import type { Content } from "../content-model/model"
import { measureEditorPublish } from "./editor-publish"
import { markdownTable, seconds, show, spread } from "./figures"
import type { Section } from "./section"

const GOAL_S = 120
/** Fictional names, one per run: the project holds no real person's data. */
const NAMES = ["Hélène Carvalet", "Bastien Orlandi", "Maëlle Durtal", "Yanis Feuillard", "Agathe Sorbier"]

export const editorPublication = (port: number): Section => ({
  title: "Éditeur en ligne : de « Publier » au site en ligne",
  async measure({ runs }) {
    const [tlsPort, sitePort] = [port + 1, port + 2]
    // The service's own origin (editor/e2e/hosted/env.ts: passkeys need a domain, not an address).
    const origin = `https://localhost:${tlsPort}`
    const clone = path.join(rootFor(port), "clone")
    const stack = await startHostedStack({ service: port, tls: tlsPort, site: sitePort }, { quiet: true })
    const durations: number[] = []
    try {
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
      stack.stop()
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
