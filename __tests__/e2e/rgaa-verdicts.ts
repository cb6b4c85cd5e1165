import type { Page } from "@playwright/test"
import { vagueLinkText } from "../../content-model/link-text"
import { fieldLabelFailures, formsAndFields } from "./rgaa-form-verdicts"
import { withEachSectionOpen } from "./rgaa-helpers"
import { detailedDescriptionFailures } from "./rgaa-image-verdicts"

/*
 * The criteria a machine decides, each by the RGAA 4.1.2 test procedure for it, on one page: conformant,
 * not conformant, not applicable, or undecided (a person must check: the grid then carries their date).
 * rgaa-verdicts.spec.ts compares each verdict with docs/accessibilite/grille.json, so the grid says what
 * the tests find (docs/accessibilite/README.md).
 */

export type Verdict = { result: "C" | "NC" | "NA"; failures: string[] } | { result: "?"; failures: string[] }

const conformantUnless = (failures: string[]): Verdict => ({ result: failures.length ? "NC" : "C", failures })

/** Not applicable where nothing `selector` finds is on the page; else a person decides. */
const notApplicableWithout =
  (selector: string, what: string) =>
  async (page: Page): Promise<Verdict> => {
    const found = await page.locator(selector).count()
    return found
      ? {
          result: "?",
          failures: [`${found} ${what} : à vérifier par une personne, qui date son contrôle dans la grille`],
        }
      : { result: "NA", failures: [] }
  }

const frames = notApplicableWithout("iframe, frame", "cadre(s)")
const media = notApplicableWithout("video, audio, object, embed", "média(s)")
const tables = notApplicableWithout("table, [role=table], [role=grid], [role=treegrid]", "tableau(x)")

const normalize = (text: string) =>
  text
    .replace(/[\s\u00a0\u202f]+/g, " ")
    .trim()
    .toLocaleLowerCase("fr")

interface ExposedLink {
  name: string
  href: string
  /** The text a sighted visitor reads (visually hidden text left out). */
  visible: string
  title: string | null
  kind: "texte" | "image" | "composite" | "SVG"
}

/** Every link Chromium exposes (its accessibility tree), with what RGAA 6.1's tests look at. */
async function exposedLinks(page: Page): Promise<ExposedLink[]> {
  const described = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("a[href], [role=link]")].map((link, index) => {
      link.dataset.rgaaLink = String(index)
      const hidden = (element: Element) => {
        const style = getComputedStyle(element)
        return style.clipPath === "inset(50%)" || style.clip === "rect(0px, 0px, 0px, 0px)"
      }
      let visible = ""
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        let parent = node.parentElement
        while (parent && parent !== link && !hidden(parent)) parent = parent.parentElement
        if (!parent || parent === link) visible += node.textContent ?? ""
      }
      const hasImage = !!link.querySelector("img, [role=img]:not(svg)")
      const hasSvg = !!link.querySelector("svg:not([aria-hidden=true])")
      const text = visible.trim() !== ""
      const kind: ExposedLink["kind"] = text ? (hasImage || hasSvg ? "composite" : "texte") : hasSvg ? "SVG" : "image"
      return { index, href: link.getAttribute("href") ?? "", visible, title: link.getAttribute("title"), kind }
    }),
  )
  const cdp = await page.context().newCDPSession(page)
  try {
    const { nodes } = await cdp.send("Accessibility.getFullAXTree")
    const links = nodes.filter(node => !node.ignored && node.role?.value === "link" && node.backendDOMNodeId)
    return await Promise.all(
      links.map(async node => {
        const { node: dom } = await cdp.send("DOM.describeNode", { backendNodeId: node.backendDOMNodeId })
        const attributes = dom.attributes ?? []
        const index = Number(attributes[attributes.indexOf("data-rgaa-link") + 1])
        return { ...described[index], name: String(node.name?.value ?? "").trim() }
      }),
    )
  } finally {
    await cdp.detach()
  }
}

/**
 * 6.1 « Chaque lien est-il explicite ? » Tests 6.1.1 to 6.1.4 (text, image, composite and SVG links):
 * the link has a name, with a letter or a digit, that is not one of the vague names that say nothing
 * out of context (content-model/link-text.ts); 6.1.5: the name contains the visible text; and
 * the glossary's rule (« Intitulé de lien »): a `title` repeats the name, then adds to it. Each section
 * of the page opened in turn.
 */
async function explicitLinks(page: Page): Promise<Verdict> {
  const links = (await withEachSectionOpen(page, () => exposedLinks(page))).flat()
  if (!links.length) return { result: "NA", failures: [] }
  const failures = new Set<string>()
  const test = { texte: "6.1.1", image: "6.1.2", composite: "6.1.3", SVG: "6.1.4" }
  for (const { name, href, visible, title, kind } of links) {
    const where = `lien ${kind} vers ${href}`
    if (!/[\p{L}\p{N}]/u.test(name)) failures.add(`${test[kind]} : ${where} sans intitulé`)
    else if (vagueLinkText(name)) failures.add(`${test[kind]} : ${where}, « ${name} » ne dit rien hors contexte`)
    if (visible.trim() && !normalize(name).includes(normalize(visible)))
      failures.add(`6.1.5 : ${where}, « ${name} » ne contient pas l’intitulé visible « ${visible.trim()} »`)
    if (title !== null && !normalize(title).includes(normalize(name)))
      failures.add(`6.1 (glossaire) : ${where}, le title « ${title} » ne reprend pas l’intitulé « ${name} »`)
  }
  return conformantUnless([...failures])
}

/**
 * 1.6 « Chaque image porteuse d’information a-t-elle, si nécessaire, une description détaillée ? » The
 * images that need one are the diagrams (the content model gives each its steps), in the page and in their
 * enlarged view: each kind of element by its own test (rgaa-image-verdicts.ts).
 */
async function describedDiagrams(page: Page, stepsPointer: string): Promise<Verdict> {
  const { failures, count } = await detailedDescriptionFailures(page, DIAGRAM_IMAGES, stepsPointer)
  return count ? conformantUnless(failures) : { result: "NA", failures: [] }
}

/** The diagrams' images: the figure's and its enlarged view's, the dialog after it. */
export const DIAGRAM_IMAGES = "[data-diagram] img, [data-diagram] ~ dialog img"

/** 11.1 « Chaque champ de formulaire a-t-il une étiquette ? » on every field of the glossary. */
async function labelledFields(page: Page): Promise<Verdict> {
  const { failures, count } = await fieldLabelFailures(page)
  return count ? conformantUnless(failures) : { result: "NA", failures: [] }
}

/** 11.2 to 11.13: not applicable without a form or a field; else a person decides. */
async function formCriterion(page: Page): Promise<Verdict> {
  const found = await formsAndFields(page)
  return found
    ? {
        result: "?",
        failures: [
          `${found} formulaire(s) ou champ(s) : à vérifier par une personne, qui date son contrôle dans la grille`,
        ],
      }
    : { result: "NA", failures: [] }
}

/** 8.3 « Dans chaque page web, la langue par défaut est-elle présente ? » Test 8.3.1: on the html element. */
const defaultLanguage = async (page: Page): Promise<Verdict> =>
  conformantUnless((await page.evaluate(() => document.documentElement.lang.trim())) ? [] : ["8.3.1 : pas de lang"])

/** 8.5 « Chaque page web a-t-elle un titre de page ? » Test 8.5.1: a non-empty `<title>`. */
const pageTitle = async (page: Page): Promise<Verdict> =>
  conformantUnless((await page.title()).trim() ? [] : ["8.5.1 : pas de titre de page"])

const range = (theme: number, count: number) => Array.from({ length: count }, (_, index) => `${theme}.${index + 1}`)

/** Each criterion a machine decides, by its number; `stepsPointer` is the diagrams' pointer to their steps. */
export const machineVerdicts = (stepsPointer: string): Record<string, (page: Page) => Promise<Verdict>> => ({
  "1.6": page => describedDiagrams(page, stepsPointer),
  ...Object.fromEntries(range(2, 2).map(id => [id, frames])),
  ...Object.fromEntries(range(4, 13).map(id => [id, media])),
  ...Object.fromEntries(range(5, 8).map(id => [id, tables])),
  "6.1": explicitLinks,
  "8.3": defaultLanguage,
  "8.5": pageTitle,
  "11.1": labelledFields,
  ...Object.fromEntries(
    range(11, 13)
      .slice(1)
      .map(id => [id, formCriterion]),
  ),
})
