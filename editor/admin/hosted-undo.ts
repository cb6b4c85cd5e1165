/**
 * « Annuler la dernière publication », in the hosted editor's banner (./hosted-status.ts): the only way
 * an editor with just a browser takes a publication back (issue 23; data/README.md tells editors).
 * A native modal <dialog> asks first — it keeps focus inside, closes on Échap, and the safe choice has
 * the focus — then the service reverts the last publication (POST /api/annuler-publication, see
 * editor/service/publications.ts) and its answer, in French, is read out in a status line.
 */
const LABEL = "Annuler la dernière publication"

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text = "", id = "") => {
  const node = document.createElement(tag)
  node.textContent = text
  if (id) node.id = id
  return node
}

/** The button, its confirmation dialog and the line that tells the outcome; `done` refreshes the banner. */
export function undoControl(done: () => void): HTMLElement[] {
  const button = element("button", LABEL)
  button.type = "button"
  const outcome = element("p", "", "resultat-annulation")
  outcome.setAttribute("role", "status")
  Object.assign(outcome.style, { margin: "0", flexBasis: "100%", whiteSpace: "pre-line" })

  const dialog = element("dialog")
  dialog.setAttribute("aria-labelledby", "annuler-titre")
  dialog.setAttribute("aria-describedby", "annuler-explication")
  Object.assign(dialog.style, { maxWidth: "32rem", font: "inherit" })
  const keep = element("button", "Non, garder la publication")
  const confirm = element("button", "Oui, annuler la publication")
  keep.type = confirm.type = "button"
  keep.autofocus = true
  const actions = element("p")
  Object.assign(actions.style, { display: "flex", gap: "1rem", justifyContent: "flex-end" })
  actions.append(keep, confirm)
  dialog.append(
    element("h2", `${LABEL}\u202f?`, "annuler-titre"),
    element(
      "p",
      "La dernière modification publiée sera retirée\u00a0: le site reviendra au texte d’avant. L’annulation est enregistrée à votre nom et mise en ligne comme une publication\u202f; elle ne supprime aucun brouillon.",
      "annuler-explication",
    ),
    actions,
  )
  keep.addEventListener("click", () => dialog.close())
  confirm.addEventListener("click", () => dialog.close("oui"))
  button.addEventListener("click", () => {
    dialog.returnValue = ""
    dialog.showModal()
  })
  dialog.addEventListener("close", () => {
    if (dialog.returnValue === "oui") void undo()
  })

  async function undo() {
    button.disabled = true
    outcome.textContent = "Annulation en cours…"
    try {
      const response = await fetch("/api/annuler-publication", { method: "POST", credentials: "same-origin" })
      const answer = (await response.json()) as { message?: string; error?: string }
      outcome.textContent = answer.message ?? answer.error ?? `Le service a répondu ${response.status}.`
    } catch {
      outcome.textContent = "Le service d’édition ne répond pas\u00a0: rien n’a été annulé. Réessayez dans un instant."
    } finally {
      button.disabled = false
      done()
    }
  }
  return [button, dialog, outcome]
}
