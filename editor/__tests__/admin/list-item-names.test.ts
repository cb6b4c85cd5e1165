import { nameListItems } from "../../admin/list-item-names"

/** A list item as Decap 3.16 draws it (ListControl.js, ListItemTopBar.js), folded or not, its summary given. */
const item = (summary: string, folded: boolean) => `
  <div class="css-1-ListItem-listControlItem-SortableListItem">
    <div class="css-2-TopBar-StyledListItemTopBar-StyledListItemTopBar">
      <button class="css-3-TopBarButton-button"><span><svg></svg></span></button>
      <div role="button" tabindex="0" aria-roledescription="sortable" aria-describedby="DndDescribedBy-0"><span></span></div>
      <button class="css-3-TopBarButton-button"><span><svg></svg></span></button>
    </div>
    <div class="css-4-NestedObjectLabel" style="display: ${folded ? "block" : "none"}">${summary}</div>
    <div><input /></div>
  </div>`

const named = (selector: string) =>
  [...document.querySelectorAll(selector)].map(element => element.getAttribute("aria-label"))

test("each item's arrow, handle and cross are named in French with its number and summary, the arrow with its state", () => {
  document.body.innerHTML = `<div id="items-field-1"><div>${item("Étienne Valmont", true)}${item("Claire Dumontel", false)}</div></div>`
  nameListItems()
  const bars = '[class*="StyledListItemTopBar"]'
  expect(named(`${bars} > button:first-child`)).toEqual([
    "Déplier l’élément 1\u00a0: Étienne Valmont",
    "Replier l’élément 2\u00a0: Claire Dumontel",
  ])
  expect(named(`${bars} > button:last-child`)).toEqual([
    "Supprimer l’élément 1\u00a0: Étienne Valmont",
    "Supprimer l’élément 2\u00a0: Claire Dumontel",
  ])
  expect(named('[role="button"]')).toEqual([
    "Déplacer l’élément 1\u00a0: Étienne Valmont",
    "Déplacer l’élément 2\u00a0: Claire Dumontel",
  ])
  const arrows = [...document.querySelectorAll(`${bars} > button:first-child`)]
  expect(arrows.map(arrow => arrow.getAttribute("aria-expanded"))).toEqual(["false", "true"])
  // @dnd-kit's English role and instructions (for a keyboard sensor Decap does not install) are gone.
  const handle = document.querySelector('[role="button"]')!
  expect(handle.hasAttribute("aria-roledescription")).toBe(false)
  expect(handle.hasAttribute("aria-describedby")).toBe(false)
  expect(handle.getAttribute("aria-description")).toMatch(/^Flèches haut et bas/)
})

test("a long summary is cut at a word, an item without one is named by its number alone", () => {
  const long = "Vingt ans d’audit et de conseil en reporting extra-financier, puis la direction de l’organisme"
  const whole = "Vingt ans d’audit et de conseil en reporting extra-financier puis la direction"
  document.body.innerHTML = `<div><div>${item(long, true)}${item("", true)}${item(whole, true)}</div></div>`
  nameListItems()
  const [first, second, third] = named('[class*="StyledListItemTopBar"] > button:last-child')
  // Its 60th character ends a word: the word stays.
  expect(third).toBe("Supprimer l’élément 3\u00a0: Vingt ans d’audit et de conseil en reporting extra-financier…")
  expect(first).toBe("Supprimer l’élément 1\u00a0: Vingt ans d’audit et de conseil en reporting…")
  expect(second).toBe("Supprimer l’élément 2")
})
