import { labelOf } from "../../content-model/field-label"
import { contentFiles } from "../../content-model/model"
import type { Schema } from "../../content-model/schema-helpers"
import { entryOfAddress } from "./entry-address"

/** A field or a whole entry kept in another entry than the page it shows on. */
export interface Elsewhere {
  /** The entry holding it (its name in Decap's URL) and its label in the list of contents. */
  entry: string
  entryLabel: string
  /** The field's label, or none when the whole entry is about that page. */
  field?: string
}

const strip = (label: string) => label.replace(/^(la|le|les|l’)\s*/i, "").toLowerCase()
const nameOf = (file: string) => file.replace(/\.json$/, "")

function fieldsNaming(schema: Schema, words: string, found: string[] = []): string[] {
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    if (child.description?.toLowerCase().includes(words)) found.push(labelOf(child.description, key).label)
    fieldsNaming(child, words, found)
  }
  return found
}

/**
 * What shows on a page but is kept in another entry, read from the model's descriptions (issue 47,
 * point 8): the home page's tagline is in « L’identité du site » (« La phrase d’accroche de la page
 * d’accueil »), its founders in their own entry. Shown as links at the top of the page's entry.
 */
export function foundElsewhere(): Record<string, Elsewhere[]> {
  const result: Record<string, Elsewhere[]> = {}
  for (const page of contentFiles) {
    const words = strip(labelOf((page.schema as Schema).description, page.file).label)
    const links = contentFiles.flatMap(({ file, schema }): Elsewhere[] => {
      if (file === page.file) return []
      const entryLabel = labelOf((schema as Schema).description, file).label
      const link = { entry: nameOf(file), entryLabel }
      if (entryLabel.toLowerCase().includes(words)) return [link]
      return fieldsNaming(schema as Schema, words).map(field => ({ ...link, field }))
    })
    if (links.length) result[nameOf(page.file)] = links
  }
  return result
}

/**
 * Opens the linked entry through the list of contents. Decap's editor loads an entry when it mounts
 * (decap-cms-core, Editor.js, componentDidMount): from one entry straight to another, it kept the first
 * entry's data under the second one's fields — an empty form, which a save would have written over the
 * second file. Through the list, the editor mounts again and loads the linked entry. Decap asks first
 * when the form has unsaved changes: kept, the page stays where it is.
 */
function toEntry(event: MouseEvent, link: HTMLAnchorElement) {
  event.preventDefault()
  const list = "#/collections/contenu"
  location.hash = list
  const next = () => {
    if (location.hash !== list) return
    if (document.querySelector('[class*="ControlPaneContainer"]')) return void requestAnimationFrame(next)
    location.hash = link.hash
  }
  requestAnimationFrame(next)
}

/** The links, above the form of the entry open in the page (Decap's address ends with its name). */
export function showFoundElsewhere(links = foundElsewhere()) {
  const note = document.createElement("nav")
  note.setAttribute("aria-label", "Aussi sur cette page")
  Object.assign(note.style, {
    margin: "0 0 1rem",
    padding: "0.75rem 1rem",
    background: "#eef4fb",
    borderRadius: "4px",
    font: "14px/1.45 system-ui, sans-serif",
  })
  const place = () => {
    const entry = entryOfAddress(location.hash)
    const wanted = entry ? links[entry] : undefined
    if (!wanted) return note.remove()
    const pane = document.querySelector('[class*="ControlPaneContainer"]')
    if (!pane || pane.firstElementChild === note) return
    note.replaceChildren(
      Object.assign(document.createElement("p"), {
        textContent: "Aussi affiché sur cette page, mais modifié ailleurs\u00a0:",
        style: "margin: 0 0 0.25rem",
      }),
      ...wanted.map(({ entry: target, entryLabel, field }) => {
        const line = document.createElement("p")
        line.style.margin = "0"
        const link = Object.assign(document.createElement("a"), {
          href: `#/collections/contenu/entries/${target}`,
          textContent: entryLabel,
        })
        link.addEventListener("click", event => toEntry(event, link))
        line.append(field ? `«\u00a0${field}\u00a0», dans ` : "", link)
        return line
      }),
    )
    pane.prepend(note)
  }
  new MutationObserver(place).observe(document.body, { childList: true, subtree: true })
}
