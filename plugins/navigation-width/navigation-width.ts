import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { readContent } from "../../content-model/node/read-content"
import { splitLabel } from "../../src/utils/split-label"

/**
 * The widest a character may be, in em, at the header's sizes: the system font's bold capitals with the links'
 * 0.06 em letter spacing. Measured in Debian's Chromium on 2026-11-27 with DejaVu Sans Bold (what `system-ui`
 * gives here, among the widest UI fonts; Liberation Sans Bold, Arial's metrics, is a tenth narrower): today's
 * labels 0.70–0.78 em a character, the alphabet in capitals 0.815 em (README.md, « Calibrage »).
 */
export const CHARACTER_EM = 0.82

/** The header's measures, in rem, as its stylesheets write them (src/components/header.module.css, nav-links…). */
const LINK_TEXT = 0.875 // text-small
const LINK_PADDING = 2 * 0.75
const LINK_GAP = 0.25
const BRAND_TEXT = 1.0625 // text-body
const LOGO = 2.5 + 0.625 // 40 px and the gap after it
const INNER = 1 + 2 * 1 // the gap between the name and the navigation, the padding on each side
/** A classic scrollbar takes its width from the viewport a media query measures (17 px on Windows). */
const SCROLLBAR = 1.125

/** Never below the width the header was designed for: short labels keep the menu button on tablets. */
export const MIN_WIDTH = 64

/** The public site's pixels per rem (the browser's default text size): what a test's viewport is in. */
export const PIXELS_PER_REM = 16

const characters = (text: string, size: number) => text.length * CHARACTER_EM * size

/**
 * The narrowest viewport, in rem, where the five links fit inline in the header: each line of each label whole
 * (two lines over 20 characters, src/utils/split-label.ts), beside the logo and the site's name, which may break
 * between its words but not inside them. A conservative estimate, rounded up to a quarter rem: below it, the
 * menu button shows the links.
 */
export function navigationWidth(labels: readonly string[], siteName: string): number {
  const links = labels.reduce(
    (sum, label) => sum + Math.max(...splitLabel(label).map(line => characters(line, LINK_TEXT))) + LINK_PADDING,
    LINK_GAP * Math.max(labels.length - 1, 0),
  )
  const longestWord = Math.max(0, ...siteName.split(/\s+/u).map(word => characters(word, BRAND_TEXT)))
  const width = links + LOGO + longestWord + INNER + SCROLLBAR
  return Math.max(MIN_WIDTH, Math.ceil(width * 4) / 4)
}

/** The width for the content of a data/ folder (the project's by default). */
export function contentNavigationWidth(dataDir?: string): number {
  const { items } = readContent("navigation.json", dataDir)
  return navigationWidth(
    items.map(({ label }) => label),
    readContent("site.json", dataDir).name,
  )
}

/** The generated stylesheet, imported by the header's stylesheets; not in git (.gitignore). */
export const STYLESHEET = "src/styles/navigation-width.module.css"

/** The stylesheet's text: one CSS Modules value, written into the media queries that import it. */
export const stylesheet = (width: number) =>
  [
    "/* Written at each build by plugins/navigation-width from data/navigation.json and data/site.json: do not edit. */",
    `@value navigation-width: ${width}rem;`,
    "",
  ].join("\n")

/** Writes the stylesheet under `root` for the content of `dataDir`, unless it already says the same. */
export function writeNavigationWidth(root: string, dataDir: string) {
  const file = path.join(root, STYLESHEET)
  const text = stylesheet(contentNavigationWidth(dataDir))
  let current: string | undefined
  try {
    current = readFileSync(file, "utf8")
  } catch {
    current = undefined
  }
  if (current !== text) writeFileSync(file, text)
}
