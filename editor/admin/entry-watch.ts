/**
 * A form whose entry changed underneath says so (issue 47, point 5). Each answer of the service about
 * one entry gives its version (./entry-version.ts): the open form keeps the one it loaded or made, and
 * asks the service every few seconds, on focus and when the page shows again, whether it still is the
 * entry's (GET /api/entree/<entrée>, editor/service/entry-state.ts). When a colleague published it,
 * saved its draft, changed its status, or a publication was undone, a notice at the top of the page (a
 * live region) says what happened and offers to load the current version; « Publier » and the status
 * are not offered for a state that no longer exists.
 */
import { loadUnpublishedEntry } from "decap-cms-core/dist/esm/actions/editorialWorkflow"
import { store } from "decap-cms-core/dist/esm/redux"
import { entryOfAddress } from "./entry-address"
import { entryOf, VERSION_HEADER } from "./entry-version"
import { noticeBox } from "./notice-box"
import { VISUALLY_HIDDEN } from "./visually-hidden"

/** Version each entry's form last loaded or made, and the requests about it under way. */
const loaded = new Map<string, string>()
const underWay = new Map<string, number>()
/** Counts every request about an entry, sent or answered: a check overlapping one is not trusted. */
let requests = 0

const openEntry = () => entryOfAddress(location.hash)
/** Decap's buttons for a state of the entry: its « Publier » menu and its status menu. */
const STATE_BUTTONS = '[class*="PublishButton"], [class*="StatusButton"]'

function followRequests() {
  const fetchFirst = window.fetch.bind(window)
  window.fetch = async (input, init) => {
    const address = typeof input === "string" ? input : input instanceof URL ? input.href : input.url
    let entry: string | undefined
    try {
      if (typeof init?.body === "string" && /\/api\/v1$/.test(address))
        entry = entryOf(JSON.parse(init.body) as Parameters<typeof entryOf>[0])
    } catch {
      entry = undefined
    }
    if (!entry) return fetchFirst(input, init)
    requests++
    underWay.set(entry, (underWay.get(entry) ?? 0) + 1)
    try {
      const response = await fetchFirst(input, init)
      const version = response.headers.get(VERSION_HEADER)
      if (version) loaded.set(entry, version)
      return response
    } finally {
      requests++
      underWay.set(entry, (underWay.get(entry) ?? 1) - 1)
    }
  }
}

function noticeElements() {
  const notice = noticeBox("page-changee", "page-changee-message", {
    background: "#fff4ce",
    border: "#8a6100",
    color: "#2b1d00",
    zIndex: "1002",
  })
  // The live region: read out as soon as it says the entry changed.
  const message = Object.assign(document.createElement("p"), { id: "page-changee-message" })
  message.setAttribute("role", "alert")
  message.style.margin = "0 0 0.5rem"
  const reload = Object.assign(document.createElement("button"), {
    type: "button",
    textContent: "Recharger la version actuelle",
  })
  notice.append(message, reload)
  document.body.append(notice)
  // Said once the current version is in the form, for whoever cannot see the notice go.
  const done = document.createElement("p")
  done.setAttribute("role", "status")
  Object.assign(done.style, VISUALLY_HIDDEN)
  document.body.append(done)
  return { notice, message, reload, done }
}

export function watchOpenEntry(every = 5_000) {
  followRequests()
  const { notice, message, reload, done } = noticeElements()
  let stale = false

  /** « Publier » and the status menu: not offered while the form shows a state that no longer exists. */
  const guard = () => {
    for (const button of document.querySelectorAll<HTMLElement>(STATE_BUTTONS)) {
      if (stale) {
        button.setAttribute("aria-disabled", "true")
        button.title = "Rechargez d’abord la version actuelle de cette page."
        button.style.opacity = "0.5"
        button.dataset.pageChangee = ""
      } else if (button.dataset.pageChangee !== undefined) {
        button.removeAttribute("aria-disabled")
        button.removeAttribute("title")
        button.style.opacity = ""
        delete button.dataset.pageChangee
      }
    }
  }
  const block = (event: Event) => {
    if (!stale || !(event.target instanceof Element) || !event.target.closest(STATE_BUTTONS)) return
    if (event instanceof KeyboardEvent && !["Enter", " ", "ArrowDown", "ArrowUp"].includes(event.key)) return
    event.preventDefault()
    event.stopImmediatePropagation()
  }
  for (const type of ["click", "mousedown", "mouseup", "keydown"]) window.addEventListener(type, block, true)
  new MutationObserver(() => stale && guard()).observe(document.body, { childList: true, subtree: true })

  const show = (change?: string) => {
    const said = `Cette page a changé depuis que vous l’avez ouverte${change ? ` (${change})` : ""}. Rechargez-la pour voir la version actuelle\u00a0; vos modifications non enregistrées seraient perdues.`
    // Written again only when it says something new: a live region reads each change out.
    if (message.textContent !== said) message.textContent = said
    notice.hidden = false
    stale = true
    guard()
  }
  const hide = () => {
    notice.hidden = true
    message.textContent = ""
    stale = false
    guard()
  }

  const check = async () => {
    const entry = openEntry()
    if (!entry) return hide()
    const since = loaded.get(entry)
    if (!since || underWay.get(entry)) return
    const before = requests
    const response = await fetch(`/api/entree/${entry}?depuis=${encodeURIComponent(since)}`, {
      credentials: "same-origin",
      cache: "no-store",
    })
    if (!response.ok) return
    const state = (await response.json()) as { version: string; change?: string }
    // The editor's own save, status or publication crossed this check: the next one tells.
    if (before !== requests || openEntry() !== entry || loaded.get(entry) !== since) return
    if (state.version === since) hide()
    else show(state.change)
  }
  const run = () => void check().catch((error: unknown) => console.warn("Version de la page illisible", error))

  reload.addEventListener("click", () => {
    const entry = openEntry()
    if (!entry) return hide()
    reload.disabled = true
    const collection = store.getState().collections.get("contenu")
    void store
      .dispatch(loadUnpublishedEntry(collection, entry))
      .then(() => {
        // The next check compares again, once Decap has read the entry (its published version is read
        // after the draft is found gone, without waiting).
        hide()
        done.textContent = "Version actuelle de la page chargée."
        setTimeout(() => (done.textContent = ""), 5_000)
      })
      .finally(() => (reload.disabled = false))
  })
  // Another entry opened: its form loads it afresh, its version comes with that load.
  let shown = openEntry()
  window.addEventListener("hashchange", () => {
    const entry = openEntry()
    if (entry === shown) return
    if (entry) loaded.delete(entry)
    shown = entry
    hide()
  })
  window.addEventListener("focus", run)
  document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && run())
  setInterval(() => document.visibilityState === "visible" && run(), every)
}
