import type { Page } from "@playwright/test"

/*
 * RGAA 4.1.2, criterion 1.6 « Chaque image porteuse d’information a-t-elle, si nécessaire, une description
 * détaillée ? », by its tests: each kind of element has its own list of accepted techniques, and a
 * technique accepted for one kind is not for another (aria-describedby counts for `<svg>`, `role="img"`
 * and `<input type="image">`, not for `<img>`, whose support the criterion's note finds poor).
 *
 *   <img>                 1.6.1  longdesc ; alternative pointing to an adjacent description ; adjacent link or button
 *   <object type=image/…> 1.6.2  alternative pointing to an adjacent description ; adjacent link or button
 *   <embed type=image/…>  1.6.3  the same
 *   <input type=image>    1.6.4  the same, or aria-describedby
 *   <svg>                 1.6.5  aria-label pointing to an adjacent description ; aria-labelledby naming two
 *                                passages ; aria-describedby ; adjacent link or button
 *   <canvas>              1.6.7  aria-label pointing ; aria-labelledby naming two passages ; its content pointing
 *                                to an adjacent description, or being one ; adjacent link or button
 *   role="img"            1.6.10 as <svg>
 * and 1.6.9: a description tied by aria-describedby is the one Chromium gives.
 *
 * Which images need a detailed description is the auditor's call: the caller names them (`needing`, a
 * selector). An adjacent description is the first list or `<details>` after the image in the document,
 * in the same block (its modal dialog, or the parent of its figure), with no other image in between.
 */

export interface ImageDescriptionFinding {
  /** The RGAA test, the element and what is wrong; empty when it is conformant. */
  failures: string[]
  count: number
}

/** Finds the failures of test 1.6.x on each image `needing` selects; `pointer` is what refers to a description. */
export async function detailedDescriptionFailures(
  page: Page,
  needing: string,
  pointer: string,
): Promise<ImageDescriptionFinding> {
  const found = await page.locator(needing).evaluateAll((images, pointer) => {
    const text = (element: Element | null) => (element?.textContent ?? "").replace(/\s+/g, " ").trim()
    const byIds = (ids: string | null) =>
      (ids ?? "")
        .split(/\s+/)
        .filter(Boolean)
        .map(id => document.getElementById(id))
    const isDescription = (element: Element) =>
      (element.matches("ol, ul") && element.querySelectorAll(":scope > li").length >= 2) ||
      (element.matches("details") && !!element.querySelector("summary") && !!element.querySelector("ol, ul"))
    const reachable = (element: Element) =>
      !element.closest("[hidden], [aria-hidden=true], [inert]") && getComputedStyle(element).display !== "none"
    /** The first list or details after the image, in its block, with no other image before it. */
    const adjacentDescription = (image: Element) => {
      const block = image.closest("dialog") ?? image.closest("figure")?.parentElement ?? image.parentElement!
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_ELEMENT)
      walker.currentNode = image
      for (let node = walker.nextNode() as Element | null; node; node = walker.nextNode() as Element | null) {
        if (image.contains(node)) continue
        const decorative = !!node.closest("[aria-hidden=true]") || node.getAttribute("alt") === ""
        if (!decorative && node.matches("img, svg, canvas, object, embed, [role=img]")) return null
        if (isDescription(node)) return reachable(node) ? node : null
      }
      return null
    }
    /** A link or button right after the image (or its picture, figure frame) that leads to a description. */
    const adjacentControl = (image: Element) => {
      for (let box: Element | null = image; box && box !== document.body; box = box.parentElement) {
        const next = box.nextElementSibling
        if (!next) continue
        const control = next.matches("a[href], button") ? next : null
        if (!control) return false
        const href = control.getAttribute("href")
        const target = href?.startsWith("#")
          ? document.getElementById(href.slice(1))
          : byIds(control.getAttribute("aria-controls"))[0]
        return (
          !!target &&
          isDescription(
            target.matches("ol, ul, details") ? target : (target.querySelector("ol, ul, details") ?? target),
          )
        )
      }
      return false
    }
    const pointsTo = (alternative: string | null, image: Element) =>
      !!alternative?.includes(pointer) && !!adjacentDescription(image)
    const labelledByTwo = (image: Element) => {
      const passages = byIds(image.getAttribute("aria-labelledby"))
      return passages.length >= 2 && passages.every(passage => !!text(passage))
    }
    const describedBy = (image: Element) => {
      const passages = byIds(image.getAttribute("aria-describedby"))
      return passages.length > 0 && passages.every(passage => !!text(passage))
    }
    return images.map((image, index) => {
      image.setAttribute("data-rgaa-image", String(index))
      const tag = image.tagName.toLowerCase()
      const type = (image.getAttribute("type") ?? "").toLowerCase()
      const kind =
        tag === "input" && type === "image"
          ? "input"
          : ["img", "svg", "canvas", "object", "embed"].includes(tag)
            ? tag
            : image.getAttribute("role") === "img"
              ? "role"
              : "other"
      const name = image.getAttribute("aria-label") ?? image.getAttribute("alt")
      const control = adjacentControl(image)
      const accepted: Record<string, boolean> = {
        img: !!image.getAttribute("longdesc")?.trim() || pointsTo(image.getAttribute("alt"), image) || control,
        object: pointsTo(text(image) || image.getAttribute("aria-label"), image) || control,
        embed: pointsTo(image.getAttribute("aria-label") ?? image.getAttribute("title"), image) || control,
        input: pointsTo(image.getAttribute("alt"), image) || control || describedBy(image),
        svg: pointsTo(name, image) || labelledByTwo(image) || describedBy(image) || control,
        canvas:
          pointsTo(name, image) ||
          labelledByTwo(image) ||
          pointsTo(text(image), image) ||
          isDescription(image.firstElementChild ?? image) ||
          control,
        role: pointsTo(name, image) || labelledByTwo(image) || describedBy(image) || control,
        other: false,
      }
      return { index, kind, ok: accepted[kind], describedBy: image.hasAttribute("aria-describedby") }
    })
  }, pointer)
  const test: Record<string, string> = {
    img: "1.6.1",
    object: "1.6.2",
    embed: "1.6.3",
    input: "1.6.4",
    svg: "1.6.5",
    canvas: "1.6.7",
    role: "1.6.10",
    other: "1.6",
  }
  const element: Record<string, string> = {
    img: "<img>",
    object: "<object>",
    embed: "<embed>",
    input: "<input type=image>",
    svg: "<svg>",
    canvas: "<canvas>",
    role: "role=img",
    other: "élément",
  }
  const failures: string[] = []
  for (const { index, kind, ok, describedBy } of found) {
    if (!ok)
      failures.push(
        `${test[kind]} : ${element[kind]} n° ${index + 1} sans description détaillée acceptée pour ce type d’élément${
          describedBy && ["img", "object", "embed", "canvas"].includes(kind)
            ? " (aria-describedby ne vaut pas pour lui)"
            : ""
        }`,
      )
    else if (describedBy && !(await describedInChromium(page, index)))
      failures.push(`1.6.9 : ${element[kind]} n° ${index + 1}, Chromium ne donne pas sa description (aria-describedby)`)
  }
  return { failures, count: found.length }
}

/** Test 1.6.9: Chromium gives the image the description `aria-describedby` ties to it. */
async function describedInChromium(page: Page, index: number) {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 })
    const selector = `[data-rgaa-image="${index}"]`
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector })
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false })
    return String(nodes[0]?.description?.value ?? "").trim() !== ""
  } finally {
    await cdp.detach()
  }
}
