/**
 * The hosted editor's banner (editor/service/status.ts): where the publications stand — sent
 * to the repository or waiting to be, set aside by a developer's change, being built, online, or
 * refused by the build and why; several at once, one per line — in French, at the bottom of the
 * page, read every five seconds from the service (GET /api/etat). Beside it, the button that undoes
 * the last publication (./hosted-undo.ts) and the signed-in editor's name and buttons (./hosted-account.ts).
 */
import { accountControls } from "./hosted-account"
import { undoControl } from "./hosted-undo"

interface Status {
  /** The most urgent of the current facts (the service sorts them). */
  state: string
  /** Every current fact's message, one per line. */
  message: string
  /** The signed-in editor's name. */
  editeur?: string
}

export function showPublicationStatus(every = 5_000) {
  const banner = document.createElement("div")
  banner.id = "etat-publication"
  Object.assign(banner.style, {
    position: "fixed",
    insetInline: "0",
    bottom: "0",
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: "0.25rem 1rem",
    padding: "0.5rem 1rem",
    font: "14px/1.4 system-ui, sans-serif",
    background: "#f4f4f6",
    borderTop: "1px solid #ccc",
    zIndex: "1000",
  })
  const text = document.createElement("p")
  text.setAttribute("role", "status")
  Object.assign(text.style, { margin: "0", flex: "1 1 20rem", whiteSpace: "pre-line" })
  banner.append(text)
  const account = accountControls()
  const refresh = async () => {
    try {
      const response = await fetch("/api/etat", { credentials: "same-origin", cache: "no-store" })
      // The session ended (signed out in another tab, expired, account removed): back to the sign-in page.
      if (response.status === 401) return location.assign(`/connexion?retour=${encodeURIComponent("/admin/")}`)
      const status = (await response.json()) as Status
      account.show(status.editeur)
      text.textContent = `Publication : ${status.message}`
      banner.dataset.state = status.state
      banner.style.background =
        status.state.startsWith("échec") || ["envoi en attente", "publication mise de côté"].includes(status.state)
          ? "#fde8e8"
          : "#f4f4f6"
    } catch {
      text.textContent = "Publication : le service d’édition ne répond pas pour l’instant."
    }
  }
  banner.append(...undoControl(() => void refresh()), ...account.elements)
  document.body.append(banner)
  void refresh()
  setInterval(() => void refresh(), every)
}
