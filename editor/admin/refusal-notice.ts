/**
 * No silent refusal (issue 47, point 1): a save that Decap refuses for a field in error (it shows the
 * error beside the field only, often out of view) or that the service refuses (422, 409, 413) is
 * announced at the top of the page in a live region, and the first field at fault is opened,
 * scrolled into view and focused. The service's words are the editor's (editor/admin/save-guard.ts).
 */
import { noticeBox } from "./notice-box"

/** A field as the service names it (content-model/editor-message.ts, `placeInForm`). */
interface Place {
  field: string
  item?: string
}

const SAVE = "Enregistrer"
const ERRORS = '[class*="ControlErrorsList"]'
const labelText = (label: Element) => (label.textContent ?? "").replace(/\s*\(?optionnel\)?\s*$/i, "").trim()

/** Opens the collapsed list cards around `element` (Decap hides their fields), outermost first. */
function reveal(element: HTMLElement) {
  for (let tries = 0; tries < 5 && !element.offsetParent; tries++) {
    let hidden: HTMLElement | null = null
    for (let node = element.parentElement; node; node = node.parentElement)
      if (getComputedStyle(node).display === "none") hidden = node
    const toggle = hidden?.parentElement?.querySelector("button")
    if (!toggle) return
    toggle.click()
  }
}

function focusField(label: HTMLLabelElement | undefined) {
  if (!label) return
  const control = (label.htmlFor && document.getElementById(label.htmlFor)) || label
  reveal(control)
  // Once the opened card has rendered.
  requestAnimationFrame(() => {
    control.scrollIntoView({ block: "center" })
    control.focus({ preventScroll: true })
  })
}

/** The form's label for a place the service named: the field's label inside the card showing `item`. */
function labelFor({ field, item }: Place): HTMLLabelElement | undefined {
  const labels = [...document.querySelectorAll("label")].filter(label => labelText(label) === field)
  if (!item) return labels[0]
  return (
    labels.find(label => {
      for (let node = label.parentElement; node; node = node.parentElement)
        if (node.previousElementSibling?.textContent?.trim() === item) return true
      return false
    }) ?? labels[0]
  )
}

export function announceRefusals() {
  const notice = noticeBox("refus-enregistrement", "refus-titre", {
    background: "#fde8e8",
    border: "#b42318",
    color: "#3d0b07",
    zIndex: "1001",
  })
  const title = document.createElement("h2")
  title.id = "refus-titre"
  Object.assign(title.style, { margin: "0 0 0.25rem", fontSize: "1rem" })
  // The live region: its text changes with each refusal and is read out at once.
  const live = document.createElement("div")
  live.setAttribute("role", "alert")
  Object.assign(live.style, { whiteSpace: "pre-line" })
  const close = document.createElement("button")
  close.type = "button"
  close.textContent = "Fermer"
  close.addEventListener("click", () => (notice.hidden = true))
  notice.append(title, live, close)
  document.body.append(notice)
  // Decap writes a field's errors in capitals: read as shouting, and harder to read.
  const style = document.createElement("style")
  style.textContent = `${ERRORS} { text-transform: none !important; font-size: 14px !important; }`
  document.head.append(style)

  const show = (heading: string, lines: string[]) => {
    title.textContent = heading
    live.textContent = lines.join("\n")
    notice.hidden = false
  }
  const clear = () => {
    notice.hidden = true
    live.textContent = ""
  }
  // A refusal is about the form it came from: another page of the editor, and it is gone.
  window.addEventListener("hashchange", clear)

  // Decap's own refusal: the fields in error, in the order of the form.
  document.addEventListener(
    "click",
    event => {
      const button = (event.target as Element | null)?.closest("button")
      if (button?.textContent?.trim() !== SAVE) return
      setTimeout(() => {
        const faults = [...document.querySelectorAll(ERRORS)].map(list => {
          const label = list.parentElement?.querySelector("label") ?? undefined
          const said = [...list.querySelectorAll("li")].map(item => item.textContent?.trim()).join(" ")
          return { label, line: `«\u00a0${label ? labelText(label) : "Champ"}\u00a0»\u00a0: ${said}` }
        })
        if (!faults.length) return
        const count = faults.length > 1 ? `${faults.length} champs à corriger` : "un champ à corriger"
        show(
          `Enregistrement refusé\u00a0: ${count}, rien n’a été enregistré.`,
          faults.map(({ line }) => line),
        )
        focusField(faults[0].label)
      }, 300)
    },
    true,
  )

  // The service's refusal, read from its answer to Decap's request.
  const fetchFirst = window.fetch.bind(window)
  window.fetch = async (input, init) => {
    const response = await fetchFirst(input, init)
    const body = typeof init?.body === "string" ? init.body : ""
    if (!/"action":"(persistEntry|persistMedia|publishUnpublishedEntry)"/.test(body)) return response
    if (response.ok) {
      clear()
      return response
    }
    void response
      .clone()
      .json()
      .then((answer: { error?: string; fields?: Place[] }) => {
        const [first, ...rest] = (answer.error ?? "Le service d’édition a refusé l’enregistrement.").split("\n")
        show(rest.length ? first : "Enregistrement refusé", rest.length ? rest : [first])
        focusField(answer.fields?.[0] && labelFor(answer.fields[0]))
      })
      .catch(() => show("Enregistrement refusé", ["Le service d’édition ne répond pas. Réessayez dans un instant."]))
    return response
  }
}
