/**
 * Builds: the site's and the floor's, cold and with Gatsby's cache, alternated within each run so
 * that both see the same load.
 */
import { spawnSync } from "node:child_process"
import path from "node:path"
import { markdownTable, ratios, seconds, show, spread, times } from "./figures"
import type { Section } from "./section"
import { ROOT, writeCsp, type Target } from "./servers"

const GATSBY_CLI = require.resolve("gatsby/cli.js", { paths: [ROOT] })

const clock = (text: string) => {
  const [, minutes, secs] = /(\d+)m([\d.]+)s/.exec(text) ?? []
  return Number(minutes) * 60 + Number(secs)
}

/**
 * One gatsby command in the target's folder: its wall time, and the processor time it and its
 * workers used (bash's `times`), steadier than the wall time when other work shares the machine.
 */
function gatsby(target: Target, args: string[]) {
  const dir = path.dirname(target.publicDir)
  const started = performance.now()
  const result = spawnSync(
    "bash",
    ["-c", '"$@"; status=$?; times >&2; exit $status', "gatsby", process.execPath, GATSBY_CLI, ...args],
    {
      cwd: dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  const wall = (performance.now() - started) / 1000
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr)
    throw new Error(`gatsby ${args.join(" ")} a échoué dans ${dir}`)
  }
  const children = result.stderr.trim().split("\n").at(-1) ?? ""
  const cpu = children
    .split(/\s+/)
    .map(clock)
    .reduce((sum, value) => sum + value, 0)
  return { wall, cpu }
}

/**
 * Cold: after `gatsby clean` (every image made again). Cached: the next build, with .cache/ and
 * public/ kept and the content unchanged, as a CI that restores Gatsby's cache sees it. The floor
 * and the site alternate within each run, so that both see the same load.
 */
export const builds: Section = {
  title: "Builds",
  async measure({ runs, site, floor }) {
    type Times = { wall: number[]; cpu: number[] }
    const empty = () => ({ cold: { wall: [], cpu: [] } as Times, cached: { wall: [], cpu: [] } as Times })
    const measured = { site: empty(), plancher: empty() }
    for (let run = 1; run <= runs; run++) {
      for (const target of [floor, site]) {
        gatsby(target, ["clean"])
        const cold = gatsby(target, ["build"])
        const cached = gatsby(target, ["build"])
        const into = measured[target.name as "site"]
        for (const [kind, time] of [
          ["cold", cold],
          ["cached", cached],
        ] as const) {
          into[kind].wall.push(time.wall)
          into[kind].cpu.push(time.cpu)
        }
        console.log(
          `build ${run}/${runs} ${target.name} : à froid ${seconds(cold.wall)} (processeur ${seconds(cold.cpu)}), avec cache ${seconds(cached.wall)} (processeur ${seconds(cached.cpu)})`,
        )
      }
    }
    await writeCsp(floor)
    const [s, f] = [measured.site, measured.plancher]
    const coldRatio = ratios(s.cold.wall, f.cold.wall)
    const cachedRatio = ratios(s.cached.wall, f.cached.wall)
    const siteSpeedup = ratios(s.cold.wall, s.cached.wall)
    const row = (label: string, kind: "cold" | "cached") => [
      label,
      show(ratios(s[kind].wall, f[kind].wall), times),
      show(ratios(s[kind].cpu, f[kind].cpu), times),
      show(spread(s[kind].wall), seconds),
      show(spread(f[kind].wall), seconds),
      show(spread(s[kind].cpu), seconds),
      show(spread(f[kind].cpu), seconds),
    ]
    const markdown = `${markdownTable(
      [
        "Build",
        "site / plancher",
        "idem, temps processeur",
        "site",
        "plancher",
        "site, processeur",
        "plancher, processeur",
      ],
      [
        row("à froid (après `gatsby clean` : images refaites)", "cold"),
        row("avec le cache de Gatsby, contenu inchangé", "cached"),
      ],
    )}

Gain du cache (à froid / avec cache) : site ${show(siteSpeedup, times)}, plancher ${show(ratios(f.cold.wall, f.cached.wall), times)}.
Durées : temps écoulé ; « processeur » : temps utilisateur et système de Gatsby et de ses processus (sharp compris).`
    return {
      markdown,
      checks: [
        {
          ok: coldRatio.median <= 2,
          text: `build à froid ≤ 2 × celui du plancher (médiane : ${times(coldRatio.median)})`,
        },
        {
          ok: cachedRatio.median <= 1.3,
          text: `build avec cache ≤ 1,3 × celui du plancher (médiane : ${times(cachedRatio.median)})`,
        },
        {
          ok: siteSpeedup.median >= 3,
          text: `build avec cache au moins 3 fois plus rapide qu’à froid (médiane : ${times(siteSpeedup.median)})`,
        },
      ],
    }
  },
}
