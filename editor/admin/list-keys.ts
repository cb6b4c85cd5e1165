import { HANDLE, TOP_BAR } from "./list-item-names"

/** What this reads of Decap's list control (decap-cms-widget-list 3.6, ListControl.js): its drop handler. */
export interface SortableList {
  onSortEnd?: (move: { oldIndex: number; newIndex: number }) => void
}

/** The items of the list whose drag handle is `handle`, in order, and the handle's own. */
function itemsAround(handle: Element) {
  const item = handle.closest(TOP_BAR)?.parentElement
  const items = [...(item?.parentElement?.children ?? [])].filter(sibling =>
    sibling.querySelector(`:scope > ${TOP_BAR}`),
  )
  return { items, index: item ? items.indexOf(item) : -1 }
}

/**
 * ↑ and ↓ on an item's drag handle move the item up or down its list, as dragging it does: Decap
 * installs @dnd-kit's mouse and touch sensors only (ListControl.js, SortableList), so the handle, which
 * takes the focus, moved nothing from the keyboard. The move is Decap's own (`onSortEnd`, which also moves
 * the item's folded state); the handle keeps the focus. Returns what to announce, or null for another key.
 */
export function moveItemByKeys(event: KeyboardEvent, list: SortableList | null): string | null {
  const handle = (event.target as Element).closest?.(`[${HANDLE}]`)
  const step = { ArrowUp: -1, ArrowDown: 1 }[event.key]
  if (!handle || !step || !list?.onSortEnd || event.altKey || event.ctrlKey || event.metaKey) return null
  // The list's own handle: an outer list leaves it to its item's list.
  event.stopPropagation()
  event.preventDefault()
  const { items, index } = itemsAround(handle)
  const target = index + step
  if (index < 0 || target < 0 || target >= items.length)
    return step < 0 ? "L’élément est déjà le premier de la liste." : "L’élément est déjà le dernier de la liste."
  list.onSortEnd({ oldIndex: index, newIndex: target })
  // React moves the item's element after this event: the handle may lose the focus on the way.
  requestAnimationFrame(() => {
    const moved = itemsAround(handle).items[target]
    const again = moved?.querySelector<HTMLElement>(`[${HANDLE}]`)
    if (again && document.activeElement !== again) again.focus()
  })
  return `Élément déplacé en position ${target + 1} sur ${items.length}.`
}
