/**
 * Each item of a list in the form (the founders, a page's paragraphs…) has a top bar of three icon-only
 * controls that Decap leaves without an accessible name (Decap CMS 3.16: decap-cms-ui-default 3.9,
 * ListItemTopBar.js, rendered by decap-cms-widget-list 3.6, ListControl.js): the arrow that folds or
 * unfolds the item, the drag handle and the cross that removes it. A screen reader said « bouton » alone,
 * three times per item. Decap gives that bar no phrase of its locale and no props but its callbacks, and
 * the list control renders it itself: no widget or locale registered in cms.tsx can reach it. So they are
 * named here, in the DOM, as items appear, fold, unfold or change summary, with the item's number and the
 * summary Decap shows folded (« Supprimer l’élément 2 : Étienne Valmont »); the arrow also tells its state
 * (aria-expanded), which Decap only shows by turning the icon.
 *
 * The drag handle is @dnd-kit's (useSortable): `role="button"`, `aria-roledescription="sortable"` and
 * English instructions (aria-describedby) for a keyboard sensor Decap does not install. It gets a French
 * name and the keys that really move the item (./list-keys.ts, from the list's control in ./counted-list.tsx).
 * The elements are found by the names Decap's build gives its styled components (`…-StyledListItemTopBar`,
 * `…-NestedObjectLabel`); the hosted suite's French test (editor/e2e/hosted/first-session.spec.ts) fails
 * if an update of Decap leaves a control of the form unnamed again.
 */
import { setAttribute } from "./dom-attribute"

export const TOP_BAR = '[class*="StyledListItemTopBar"]'
const SUMMARY = ':scope > [class*="NestedObjectLabel"]'
/** The attribute that marks a named drag handle, for ./list-keys.ts. */
export const HANDLE = "data-poignee"
/** What the handle's description says: the keys of ./list-keys.ts. */
export const HANDLE_KEYS = "Flèches haut et bas pour déplacer l’élément dans la liste."

const MAX_SUMMARY = 60

/** The summary Decap shows on a folded item, cut at a word if long: it ends the controls' names. */
function summaryOf(item: Element) {
  const text = (item.querySelector(SUMMARY)?.textContent ?? "").replace(/\s+/g, " ").trim()
  if (text.length <= MAX_SUMMARY) return text
  return `${text.slice(0, MAX_SUMMARY + 1).replace(/\s*\S*$/, "")}…`
}

function nameItem(topBar: Element, number: number) {
  const item = topBar.parentElement!
  const summary = summaryOf(item)
  const which = `l’élément ${number}${summary ? `\u00a0: ${summary}` : ""}`
  const [first, ...others] = [...topBar.children]
  const last = others.at(-1)
  // The arrow is first when Decap draws it (not for an item of an unknown type), the cross last.
  if (first instanceof HTMLButtonElement && others.length === 2) {
    const label = item.querySelector(SUMMARY)
    // Folded, Decap shows the summary in place of the fields.
    const folded = !!label && getComputedStyle(label).display !== "none"
    setAttribute(first, "aria-label", `${folded ? "Déplier" : "Replier"} ${which}`)
    setAttribute(first, "aria-expanded", String(!folded))
  }
  if (last instanceof HTMLButtonElement) setAttribute(last, "aria-label", `Supprimer ${which}`)
  const handle = topBar.querySelector('[role="button"][tabindex]')
  if (handle) {
    setAttribute(handle, "aria-label", `Déplacer ${which}`)
    setAttribute(handle, HANDLE, "")
    setAttribute(handle, "aria-description", HANDLE_KEYS)
    // @dnd-kit's English role (« sortable ») and instructions (space bar, for a sensor Decap does not use).
    handle.removeAttribute("aria-roledescription")
    handle.removeAttribute("aria-describedby")
  }
}

/** Names every list item's controls under `root`, numbered from 1 in each list. */
export function nameListItems(root: ParentNode = document) {
  for (const topBar of root.querySelectorAll(TOP_BAR)) {
    const item = topBar.parentElement
    if (!item?.parentElement) continue
    const items = [...item.parentElement.children].filter(sibling => sibling.querySelector(`:scope > ${TOP_BAR}`))
    nameItem(topBar, items.indexOf(item) + 1)
  }
}

/** Names the list items' controls now and whenever the form changes (items added, moved, folded, retitled). */
export function nameListItemsInFrench() {
  nameListItems()
  new MutationObserver(() => nameListItems()).observe(document.body, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    // Folding changes the classes of the item's summary and fields; nothing here writes a class.
    attributeFilter: ["class"],
  })
}
