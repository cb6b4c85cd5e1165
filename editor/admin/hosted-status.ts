/**
 * The hosted editor's banner (editor/service/status.ts): where the publications stand — sent
 * to the repository or waiting to be, set aside by a developer's change, being built, online, or
 * refused by the build and why; several at once, one per line — in French, at the bottom of the
 * page, read every five seconds from the service (GET /api/etat). Beside it, the button that undoes
 * the last publication (./hosted-undo.ts) and the signed-in editor's name and buttons (./hosted-account.ts).
 */
import { accountControls } from "./hosted-account"
import { labelOf } from "../../content-model/field-label"
import { contentFiles } from "../../content-model/model"
import type { Schema } from "../../content-model/schema-helpers"
import { undoControl } from "./hosted-undo"

const entryLabels = new Map(
  contentFiles.map(({ file, schema }) => [`data/${file}`, labelOf((schema as Schema).description, file).label]),
)

/**
 * The service's message as an editor reads it (issue 47, point 7): no commit code, each data file by the
 * label of its entry (« data/accueil.json » → « La page d’accueil »). The commits stay on the banner's
 * `data-en-ligne` for the tests and for whoever inspects the page.
 */
export const forEditors = (message: string) =>
  message
    .replace(/ ?\((?:[0-9a-f]{7,40})\)/g, "")
    .replace(/data\/[\w/.-]+\.json/g, file => `«\u00a0${entryLabels.get(file) ?? "une page du site"}\u00a0»`)
    .replace(/data\/images\/[\w/.-]+/g, "une image")

interface Status {
  /** The most urgent of the current facts (the service sorts them). */
  state: string
  /** Every current fact's message, one per line. */
  message: string
  /** The signed-in editor's name. */
  editeur?: string
  facts?: { state: string; commit?: string }[]
  /** The pages to review on today's date (editor/service/status.ts). */
  review?: { file: string; field: string; reason: string }[]
}

/**
 * The pages to review, one line each, by the label of their entry and the field (issue 57, point 3):
 * « À relire : « Le processus de vérification » (contextUpdated › reviewBy) : date de relecture du 19/03/2027 atteinte ».
 */
export const reviewLines = (review: Status["review"]) =>
  (review ?? []).map(
    page =>
      `À relire : «\u00a0${entryLabels.get(`data/${page.file}`) ?? page.file}\u00a0» (${page.file} › ${page.field}) : ${page.reason}.`,
  )

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
  // Apart from the publications' status: what to review does not change from one publication to the next.
  const toReview = document.createElement("p")
  toReview.id = "pages-a-relire"
  toReview.hidden = true
  Object.assign(toReview.style, { margin: "0", flex: "1 1 100%", whiteSpace: "pre-line", color: "#7a3a00" })
  banner.append(text, toReview)
  const account = accountControls()
  const refresh = async () => {
    try {
      const response = await fetch("/api/etat", { credentials: "same-origin", cache: "no-store" })
      // The session ended (signed out in another tab, expired, account removed): back to the sign-in page.
      if (response.status === 401) return location.assign(`/connexion?retour=${encodeURIComponent("/admin/")}`)
      const status = (await response.json()) as Status
      account.show(status.editeur)
      text.textContent = `Publication : ${forEditors(status.message)}`
      toReview.textContent = reviewLines(status.review).join("\n")
      toReview.hidden = !toReview.textContent
      banner.dataset.state = status.state
      banner.dataset.enLigne = (status.facts ?? [])
        .filter(fact => fact.state === "en ligne" && fact.commit)
        .map(fact => fact.commit)
        .join(" ")
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
  // The banner covers the bottom of the window: the page and the entry's form keep room for it below their
  // end, so the last entry of the list (the register) and the last button of a form (« Ajouter un rapport
  // émis ») are reached and clicked.
  const room = document.createElement("style")
  document.head.append(room)
  new ResizeObserver(() => {
    const height = `${banner.offsetHeight}px`
    room.textContent = `body, [class*="ControlPaneContainer"] { padding-bottom: ${height} !important; }`
  }).observe(banner)
  void refresh()
  setInterval(() => void refresh(), every)
}
