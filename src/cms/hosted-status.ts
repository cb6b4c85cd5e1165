/**
 * The hosted editor's banner (scripts/editor-service/status.ts): where the last publication stands —
 * sent to the repository or waiting to be, being built, online, or refused by the build and why — in
 * French, at the bottom of the page, read every five seconds from the service (GET /api/etat).
 */
interface Status {
  state: string
  message: string
}

export function showPublicationStatus(every = 5_000) {
  const banner = document.createElement("p")
  banner.setAttribute("role", "status")
  banner.id = "etat-publication"
  Object.assign(banner.style, {
    position: "fixed",
    insetInline: "0",
    bottom: "0",
    margin: "0",
    padding: "0.5rem 1rem",
    font: "14px/1.4 system-ui, sans-serif",
    whiteSpace: "pre-line",
    background: "#f4f4f6",
    borderTop: "1px solid #ccc",
    zIndex: "1000",
  })
  document.body.append(banner)
  const refresh = async () => {
    try {
      const response = await fetch("/api/etat", { credentials: "same-origin", cache: "no-store" })
      const status = (await response.json()) as Status
      banner.textContent = `Publication : ${status.message}`
      banner.dataset.state = status.state
      banner.style.background =
        status.state.startsWith("échec") || status.state === "envoi en attente" ? "#fde8e8" : "#f4f4f6"
    } catch {
      banner.textContent = "Publication : le service d’édition ne répond pas pour l’instant."
    }
  }
  void refresh()
  setInterval(() => void refresh(), every)
}
