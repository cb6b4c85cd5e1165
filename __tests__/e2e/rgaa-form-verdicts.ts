import type { Page } from "@playwright/test"

/*
 * RGAA 4.1.2, theme 11 (forms), on every element its glossary calls a form field (« Champ de saisie de
 * formulaire »): fields that take text or preformatted data, that select predefined values, that upload
 * files, or « qui affichent des résultats » (`output`, `progress`, `meter`), and the ARIA roles of the
 * same kinds. Not fields: buttons (`button`, `input` submit, reset, image, button), hidden inputs. A
 * « Formulaire » is a `<form>` or `role="form"`.
 */
export const FORM_FIELDS = [
  "input:not([type=submit], [type=reset], [type=hidden], [type=image], [type=button])",
  "textarea",
  "select",
  "datalist",
  "output",
  "progress",
  "meter",
  "[contenteditable]:not([contenteditable=false])",
  ...[
    "progressbar",
    "slider",
    "spinbutton",
    "textbox",
    "listbox",
    "searchbox",
    "combobox",
    "checkbox",
    "radio",
    "switch",
  ].map(role => `[role=${role}]`),
].join(", ")

export const FORMS = "form, [role=form]"

/**
 * Criterion 11.1 « Chaque champ de formulaire a-t-il une étiquette ? » on each field of the page. Test
 * 11.1.1: an aria-labelledby naming identified text, an aria-label, a `<label for>`, or a title (a
 * `datalist`, whose options belong to its input, is left out); 11.1.2: a label's `for` is the field's
 * id; 11.1.3: a label that is not visible (aria-label, a hidden `<label>`) comes with a title or visible
 * text beside the field. Empty when every field is labelled.
 */
export async function fieldLabelFailures(page: Page): Promise<{ failures: string[]; count: number }> {
  return page.locator(FORM_FIELDS).evaluateAll(fields => {
    const text = (element: Element | null) => (element?.textContent ?? "").replace(/\s+/g, " ").trim()
    const shown = (element: Element) => {
      const style = getComputedStyle(element)
      return style.clipPath !== "inset(50%)" && style.clip !== "rect(0px, 0px, 0px, 0px)" && !!text(element)
    }
    const failures: string[] = []
    const labelled = fields.filter(field => field.tagName !== "DATALIST")
    labelled.forEach((field, index) => {
      const what = `champ ${field.tagName.toLowerCase()}${field.getAttribute("role") ? ` (role=${field.getAttribute("role")})` : ""} n° ${index + 1}`
      const byIds = (field.getAttribute("aria-labelledby") ?? "")
        .split(/\s+/)
        .filter(Boolean)
        .map(id => document.getElementById(id))
      const labelledBy = byIds.length > 0 && byIds.every(passage => !!text(passage))
      const ariaLabel = !!field.getAttribute("aria-label")?.trim()
      const title = !!field.getAttribute("title")?.trim()
      const forLabels = field.id ? [...document.querySelectorAll(`label[for="${CSS.escape(field.id)}"]`)] : []
      const forLabel = forLabels.some(label => !!text(label))
      const wrapping = field.closest("label")
      if (wrapping && !wrapping.htmlFor) failures.push(`11.1.2 : ${what}, son <label> l’entoure sans attribut for`)
      if (!labelledBy && !ariaLabel && !forLabel && !title) {
        failures.push(`11.1.1 : ${what} sans étiquette (aria-labelledby, aria-label, label for ou title)`)
        return
      }
      const visible = forLabels.some(shown) || (labelledBy && byIds.some(passage => shown(passage!)))
      if (!visible && !title) failures.push(`11.1.3 : ${what}, son étiquette ne se voit pas et il n’a pas de title`)
    })
    return { failures, count: labelled.length }
  })
}

/** The page's forms and form fields, counted (the criteria 11.2 to 11.13 apply only where there are some). */
export const formsAndFields = (page: Page) => page.locator(`${FORMS}, ${FORM_FIELDS}`).count()
