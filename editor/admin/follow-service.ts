/**
 * Screens that follow the service (issue 47, point 5): the review board and the lists' statuses are
 * read again from the service when the page gets the focus back, when it becomes visible, and every
 * 15 s, rather than only when Decap first loads them (a colleague's request stayed at « 0 entrée(s) en
 * attente » until a reload; a published draft still showed « En cours de révision »). Not while an
 * entry is open: its form is the editor's own until she saves.
 */
import { currentBackend } from "decap-cms-core/dist/esm/backend"
import { store } from "decap-cms-core/dist/esm/redux"

interface Unpublished {
  collection: string
  slug: string
}

const entryOpen = () => /#\/collections\/[^/]+\/entries\//.test(location.hash)

export async function refreshDrafts() {
  const state = store.getState()
  if (state.config.publish_mode !== "editorial_workflow") return
  if (entryOpen()) return
  const { entries, pagination } = (await currentBackend(state.config).unpublishedEntries(state.collections)) as {
    entries: Unpublished[]
    pagination: unknown
  }
  // An entry opened while the service answered: its form is hers now (a click on « Nouvelle version » in its
  // first second was lost when the answer made Decap load the entry again).
  if (entryOpen()) return
  // Decap only adds what it receives: drafts published or deleted meanwhile are forgotten first.
  const current = new Set(entries.map(({ collection, slug }) => `${collection}.${slug}`))
  const known = store.getState().editorialWorkflow.get("entities")
  for (const key of known ? [...known.keys()] : [])
    if (!current.has(key)) {
      const [collection, ...slug] = key.split(".")
      store.dispatch({ type: "UNPUBLISHED_ENTRY_REDIRECT", payload: { collection, slug: slug.join(".") } })
    }
  store.dispatch({ type: "UNPUBLISHED_ENTRIES_SUCCESS", payload: { entries, pages: pagination } })
}

export function followService(every = 15_000) {
  const refresh = () =>
    void refreshDrafts().catch((error: unknown) => console.warn("Relecture du service d’édition impossible", error))
  window.addEventListener("focus", refresh)
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && refresh())
  window.addEventListener("hashchange", refresh)
  setInterval(() => document.visibilityState === "visible" && refresh(), every)
}
