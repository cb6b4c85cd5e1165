/**
 * The review board's cards say who changed what (issue 47, point 6): under each card's title, the
 * draft's authors and when it was last saved, in French (« 28 novembre 2026 à 10 h 42 »), and the
 * fields it changes as the form names them (« Le slogan, La photo »), read from the service (GET
 * /api/brouillons, editor/service/entry-state.ts). Decap's cards are its own components: the line is
 * added to each card on the page, as the links above an entry's form are (./found-elsewhere.ts), and
 * Decap's own « Dernière modification » line is hidden where ours is shown.
 */
import { entryOfAddress } from "./entry-address"
import { frenchDateTime } from "./french-time"

interface DraftSummary {
  entry: string
  authors: string[]
  date: string
  fields: string[]
}

const MARK = "data-resume-brouillon"
const onBoard = () => location.hash.startsWith("#/workflow")
const entryOfCard = (link: HTMLAnchorElement) => entryOfAddress(link.getAttribute("href") ?? "")

/** « Claire Dumontel et Étienne Valmont ». */
const names = (authors: string[]) => new Intl.ListFormat("fr", { type: "conjunction" }).format(authors)

/** The card's two lines: who and when, then what. */
export function summaryLines({ authors, date, fields }: DraftSummary): [string, string] {
  return [
    `Par ${names(authors)}, le ${frenchDateTime(new Date(date))}`,
    fields.length ? `Modifié\u00a0: ${fields.join(", ")}` : "Aucun champ modifié",
  ]
}

export function showDraftSummaries(every = 15_000) {
  const summaries = new Map<string, DraftSummary>()
  let reading: Promise<void> | undefined
  let lastRead = 0

  const style = document.createElement("style")
  style.textContent = `a:has([${MARK}]) [class*="CardDateContainer"] { display: none; }`
  document.head.append(style)

  const place = () => {
    if (!onBoard()) return
    let unknown = false
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href*="?ref=workflow"]')) {
      const entry = entryOfCard(link)
      const summary = entry ? summaries.get(entry) : undefined
      if (!summary) {
        unknown ||= !!entry
        continue
      }
      const [who, what] = summaryLines(summary)
      let line = link.querySelector<HTMLElement>(`[${MARK}]`)
      if (!line) {
        line = document.createElement("p")
        line.setAttribute(MARK, "")
        Object.assign(line.style, { margin: "6px 0 0", fontSize: "13px", lineHeight: "1.35" })
        link.append(line)
      }
      if (line.dataset.said === `${who}\n${what}`) continue
      line.dataset.said = `${who}\n${what}`
      line.replaceChildren(
        Object.assign(document.createElement("span"), { textContent: who }),
        document.createElement("br"),
        Object.assign(document.createElement("span"), { textContent: what }),
      )
    }
    // A card the last reading did not know (a request made since): read again, not more than every 3 s.
    if (unknown && Date.now() - lastRead > 3_000) void read()
  }

  const read = () =>
    (reading ??= (async () => {
      lastRead = Date.now()
      try {
        const response = await fetch("/api/brouillons", { credentials: "same-origin", cache: "no-store" })
        if (!response.ok) return
        const { drafts } = (await response.json()) as { drafts: DraftSummary[] }
        summaries.clear()
        for (const draft of drafts) summaries.set(draft.entry, draft)
        place()
      } catch (error) {
        console.warn("Résumé des brouillons illisible", error)
      } finally {
        reading = undefined
      }
    })())

  const refresh = () => void (onBoard() && read())
  new MutationObserver(place).observe(document.body, { childList: true, subtree: true })
  window.addEventListener("hashchange", refresh)
  window.addEventListener("focus", refresh)
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && refresh())
  setInterval(() => document.visibilityState === "visible" && refresh(), every)
  refresh()
}
