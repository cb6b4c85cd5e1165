import type { Page } from "@playwright/test"
import { vagueLinkText } from "../../content-model/link-text"
import { withEachSectionOpen } from "./rgaa-helpers"

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

// RGAA glossary « Formulaire » and « Champ de saisie de formulaire »: a button alone is not a form.
const FORM = [
  "form",
  "input",
  "select",
  "textarea",
  "[contenteditable]",
  ...["form", "textbox", "searchbox", "combobox", "listbox", "checkbox", "radio", "slider", "spinbutton", "switch"].map(
    role => `[role=${role}]`,
  ),
].join(", ")
const forms = notApplicableWithout(FORM, "formulaire(s) ou champ(s) de saisie")
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
 * images that need one are the diagrams (the content model gives each its steps). Test 1.6.1 for the
 * figure's image: its alternative refers to the description beside it (the steps' list, two steps at
 * least, in the same block). For the enlarged view's image, in a modal dialog where the page around is
 * inert: a passage tied by `aria-describedby` (glossary, « Description détaillée (image) »), which
 * Chromium must give as its description, the steps' text.
 */
async function describedDiagrams(page: Page, stepsPointer: string): Promise<Verdict> {
  const diagrams = await page.locator("[data-diagram]").evaluateAll(
    (figures, pointer) =>
      figures.map(figure => {
        const block = figure.parentElement!
        const image = figure.querySelector("img")
        const steps = [...block.querySelectorAll(":scope > * > ol > li")].map(item => item.textContent ?? "")
        return {
          title: figure.getAttribute("data-diagram") ?? "",
          pointsToSteps: !!image?.alt.trim().endsWith(pointer) && steps.length >= 2,
          dialogId: block.querySelector("dialog")?.id ?? null,
          steps,
        }
      }),
    stepsPointer,
  )
  if (!diagrams.length) return { result: "NA", failures: [] }
  const failures: string[] = []
  for (const diagram of diagrams) {
    if (!diagram.pointsToSteps)
      failures.push(`1.6.1 : l’alternative de « ${diagram.title} » ne renvoie pas à ses étapes`)
    if (!diagram.dialogId) failures.push(`1.6 : « ${diagram.title} » sans vue agrandie`)
    else {
      const description = normalize(await enlargedImageDescription(page, diagram.dialogId))
      if (!diagram.steps.length || !diagram.steps.every(step => description.includes(normalize(step))))
        failures.push(
          `1.6 : Chromium ne donne pas les étapes de « ${diagram.title} » en description de l’image agrandie`,
        )
    }
  }
  return conformantUnless(failures)
}

/** The description Chromium gives the enlarged view's image, the view open. */
async function enlargedImageDescription(page: Page, dialogId: string) {
  await page.evaluate(id => {
    const dialog = document.getElementById(id) as HTMLDialogElement
    const section = dialog.closest("details")
    if (section) section.open = true
    dialog.showModal()
  }, dialogId)
  const cdp = await page.context().newCDPSession(page)
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 })
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: `[id="${dialogId}"] img` })
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false })
    return String(nodes[0]?.description?.value ?? "")
  } finally {
    await cdp.detach()
    await page.evaluate(id => (document.getElementById(id) as HTMLDialogElement).close(), dialogId)
  }
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
  ...Object.fromEntries(range(11, 13).map(id => [id, forms])),
})
