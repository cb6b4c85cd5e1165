/** The Pages section's report: ratios to the floor route by route, absolute figures, and the targets. */
import { fixed, kb, markdownTable, median, ms, ratios, show, spread, times } from "./figures"
import { CATEGORIES, type Measure } from "./lighthouse"
import type { Check, SectionResult } from "./section"

export function pageReport(floor: Measure[], rows: [string, Measure[]][]): SectionResult {
  const of = (list: Measure[], pick: (measure: Measure) => number) => list.map(pick)
  const fig = {
    tbt: (m: Measure) => m.tbt,
    tbtSetup: (m: Measure) => m.tbtSetup,
    fcp: (m: Measure) => m.fcp,
    lcp: (m: Measure) => m.lcp,
    js: (m: Measure) => m.jsBytes,
    total: (m: Measure) => m.totalBytes,
    lcpOverFcp: (m: Measure) => m.lcp / m.fcp,
  }
  const ratioCells = (list: Measure[]) => [
    show(ratios(of(list, fig.js), of(floor, fig.js)), times),
    show(ratios(of(list, fig.total), of(floor, fig.total)), times),
    show(ratios(of(list, fig.fcp), of(floor, fig.fcp)), times),
    show(ratios(of(list, fig.lcp), of(floor, fig.lcp)), times),
    // A TBT of 0 on the floor makes its ratio infinite: shown as « — », the absolute table has it.
    show(ratios(of(list, fig.tbt), of(floor, fig.tbt)), times),
  ]
  const ratioTable = markdownTable(
    ["Route", "JS (compressé)", "Total transféré", "FCP", "LCP", "TBT"],
    rows.map(([route, list]) => [`\`${route}\``, ...ratioCells(list)]),
  )
  const absolute = (name: string, list: Measure[]) => [
    name,
    show(spread(list.map(m => m.scores.performance)), String),
    show(spread(of(list, fig.fcp)), ms),
    show(spread(of(list, fig.lcp)), ms),
    show(spread(of(list, fig.lcpOverFcp)), fixed(2)),
    show(spread(of(list, fig.tbt)), ms),
    show(spread(of(list, fig.tbtSetup)), ms),
    show(spread(list.map(m => m.cls)), fixed(3)),
    show(spread(of(list, fig.js)), kb),
    show(spread(of(list, fig.total)), kb),
    show(spread(list.map(m => m.imageBytes)), kb),
  ]
  const absoluteTable = markdownTable(
    [
      "Page",
      "Perf.",
      "FCP",
      "LCP",
      "LCP / FCP",
      "TBT",
      "dont mise en place",
      "CLS",
      "JS (compressé)",
      "Total",
      "Images",
    ],
    [absolute("plancher `/`", floor), ...rows.map(([route, list]) => absolute(`\`${route}\``, list))],
  )
  const markdown = `Rapport au plancher, page par page et passage par passage : médiane (min.–max.).

${ratioTable}

Valeurs : médiane (min.–max.) sur les passages ; octets transférés, compressés. « JS » : les scripts que la page
télécharge, mesurés sur le réseau de Chromium après un premier toucher de la page (\`bench/shipped-js.ts\`) :
Lighthouse n’agit jamais sur la page et ne voit pas ceux qu’elle ne charge qu’à la première action du visiteur.
« dont mise en place » : la part estimée du TBT due à la mise en place du document par Chromium (création du contexte
JavaScript qu’impose l’outil de mesure), une tâche que toute page a, le plancher compris, et dont la durée suit la
charge de la machine (\`bench/blocking-time.ts\`, \`bench/notes.md\`).

${absoluteTable}`

  const all = rows.flatMap(([route, list]) => list.map(measure => ({ route, measure })))
  const checks: Check[] = []
  const tbtHigh = rows.filter(([, list]) => median(of(list, fig.tbt)) > 20)
  checks.push({
    ok: tbtHigh.length === 0,
    text: "TBT médian ≤ 20 ms sur chaque route",
    details: [
      ...tbtHigh.map(
        ([route, list]) =>
          `\`${route}\` : ${ms(median(of(list, fig.tbt)))}, dont ${ms(median(of(list, fig.tbtSetup)))} de mise en place du document (médiane)`,
      ),
      ...(tbtHigh.length ? [`pour comparaison, le plancher : ${ms(median(of(floor, fig.tbt)))}`] : []),
    ],
  })
  // The same runtime (Gatsby, React) on a bare page: what the site adds to the blocking time.
  const tbtAboveFloor = rows.filter(([, list]) => ratios(of(list, fig.tbt), of(floor, fig.tbt)).median > 1)
  checks.push({
    ok: tbtAboveFloor.length === 0,
    text: "TBT médian au plus celui du plancher, sur chaque route (rapport passage par passage)",
    details: tbtAboveFloor.map(
      ([route, list]) => `\`${route}\` : ${times(ratios(of(list, fig.tbt), of(floor, fig.tbt)).median)}`,
    ),
  })
  const below = all.filter(({ measure }) => measure.scores.performance < 100)
  checks.push({
    ok: below.length === 0,
    text: "performance 100 sur chaque route, à chaque passage",
    details: below.map(
      ({ route, measure }) =>
        `\`${route}\` : ${measure.scores.performance} — ${measure.misses.filter(miss => miss.startsWith("Perf")).join(" ; ")}`,
    ),
  })
  const lateLcp = rows.filter(([, list]) => list.some(m => !m.lcpImage) && median(of(list, fig.lcpOverFcp)) > 1.1)
  checks.push({
    ok: lateLcp.length === 0,
    text: "pages de texte : LCP à moins de 10 % du FCP (médiane)",
    details: lateLcp.map(([route, list]) => `\`${route}\` : LCP / FCP = ${fixed(2)(median(of(list, fig.lcpOverFcp)))}`),
  })
  const heavy = rows.filter(([, list]) => ratios(of(list, fig.js), of(floor, fig.js)).max > 1)
  checks.push({
    ok: heavy.length === 0,
    text: `aucune page ne télécharge plus de JavaScript que le plancher (${kb(median(of(floor, fig.js)))})`,
    details: heavy.map(([route, list]) => `\`${route}\` : ${kb(Math.max(...of(list, fig.js)))}`),
  })
  const otherCategories = all.filter(({ measure }) =>
    CATEGORIES.some(id => id !== "performance" && measure.scores[id] < 100),
  )
  checks.push({
    ok: otherCategories.length === 0,
    text: "100 en accessibilité, bonnes pratiques et SEO, sur chaque route",
    details: [
      ...new Set(
        otherCategories.flatMap(({ route, measure }) =>
          measure.misses.filter(miss => !miss.startsWith("Perf")).map(miss => `\`${route}\` — ${miss}`),
        ),
      ),
    ],
  })
  const shifting = all.filter(({ measure }) => measure.cls > 0)
  checks.push({
    ok: shifting.length === 0,
    text: "CLS 0",
    details: [...new Set(shifting.map(({ route }) => `\`${route}\``))],
  })
  const oversized = all.filter(({ measure }) => !measure.responsiveImages || !measure.modernImages)
  checks.push({
    ok: oversized.length === 0,
    text: "aucune image plus grande qu’affichée, formats AVIF/WebP (audits « uses-responsive-images », « image-size-responsive », « modern-image-formats »)",
    details: [...new Set(oversized.map(({ route }) => `\`${route}\``))],
  })
  const fonts = all.filter(({ measure }) => measure.fontRequests > 0)
  checks.push({
    ok: fonts.length === 0,
    text: "polices système : aucun fichier de police téléchargé",
    details: [...new Set(fonts.map(({ route }) => `\`${route}\``))],
  })
  return { markdown, checks }
}
