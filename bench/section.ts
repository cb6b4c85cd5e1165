/**
 * What the benchmark's sections share: each measures one thing and returns its Markdown and the
 * targets it checks (bench/cli.ts runs them in order). Adding a measurement is adding a section.
 */
import type { Target } from "./servers"

export interface Check {
  ok: boolean
  text: string
  details?: string[]
}

export interface SectionResult {
  markdown: string
  checks: Check[]
}

export interface Bench {
  runs: number
  site: Target
  floor: Target
  reference: Target
  /** The address where nginx serves a target's public/, started on first use and stopped at the end. */
  serve: (target: Target) => Promise<string>
}

export interface Section {
  title: string
  measure: (bench: Bench) => Promise<SectionResult>
}
