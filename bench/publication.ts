/**
 * Publishing a second release (content and code changed) while autocannon loads nginx on loopback,
 * bounded in requests and time (README.md, « Publication »). It needs the site's public/.
 */
import { formatFigures, measurePublishUnderLoad } from "../releases/publish-load"
import { secondRelease } from "../releases/second-release"
import { markdownTable } from "./figures"
import type { Section } from "./section"

export const publication = (port: number): Section => ({
  title: "Publication sous charge",
  async measure({ site }) {
    const figures = await measurePublishUnderLoad({ first: site.publicDir, second: secondRelease(), port })
    console.log(formatFigures(figures))
    const head = [
      "requêtes",
      "erreurs",
      "p50",
      "p99",
      "p99 pendant la bascule",
      "bascule",
      "pages vérifiées",
      "pages cassées",
    ]
    const row = [
      String(figures.requests),
      String(figures.errors),
      `${figures.p50Ms} ms`,
      `${figures.p99Ms} ms`,
      `${figures.p99DuringSwitchMs} ms`,
      `${figures.switchMs} ms`,
      String(figures.pagesChecked),
      String(figures.brokenPages.length),
    ]
    return {
      markdown: markdownTable(head, [row]),
      checks: [
        {
          ok: figures.errors === 0 && figures.brokenPages.length === 0,
          text: `publication sous charge : ${figures.errors} erreur(s), ${figures.brokenPages.length} page(s) cassée(s)`,
          details: figures.brokenPages,
        },
      ],
    }
  },
})
