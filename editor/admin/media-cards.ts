/**
 * The images window lists the images already on the site as cards (Decap CMS 3.16: decap-cms-core 3.19,
 * MediaLibraryCard.js): divs that a click selects, with `tabindex="-1"` and `:focus { outline: none }`.
 * From the keyboard, an editor could upload an image but never choose one already there, and a screen
 * reader said nothing of them. Decap gives the card no props to reach it (MediaLibraryCardGrid renders it),
 * so each card is made a toggle button here, in the DOM, as the window shows it: reached with Tab, named
 * after its file (« Image eloise-marchetti.jpg »), selected with Enter or Space as with a click, its
 * focus shown. Decap's grid wraps each card in a div it makes focusable with no name nor key
 * (MediaLibraryCardGrid.js, CardWrapper): Tab stopped twice per image, once on nothing; the wrapper leaves
 * the tab order, the card is the one stop. Decap shows the selection by the card's border alone, in its active colour, where the other
 * cards keep the grey of the line under their image (CardImageWrapper): aria-pressed says it by comparing
 * the two. The cards are found by the name Decap's build gives the styled component (`…-Card`), as
 * ./list-item-names.ts finds the lists' bars; the hosted suite (editor/e2e/hosted/first-session.spec.ts)
 * chooses an image from the keyboard and fails if an update of Decap changes that.
 */
import { setAttribute } from "./dom-attribute"

/** The attribute that marks a card made a button. */
const CARD = "data-carte-image"
/**
 * The focus ring: Decap's active colour (decap-cms-ui-default, colors.active), drawn outside the card, apart
 * from the border in that colour that marks the selected card.
 */
const FOCUS_RING = { outline: "3px solid #3a69c7", outlineOffset: "3px" }

const isCard = (element: Element) => [...element.classList].some(token => token.endsWith("-Card"))

/** Whether Decap draws the card as selected: its border is no longer the grey of its image's bottom line. */
function selected(card: HTMLElement) {
  const image = card.firstElementChild
  if (!image) return false
  return getComputedStyle(card).borderTopColor !== getComputedStyle(image).borderBottomColor
}

/** Makes every image card under `root` a named toggle button that the keyboard reaches. */
export function nameMediaCards(root: ParentNode = document) {
  for (const card of root.querySelectorAll<HTMLElement>('[class*="-Card"]')) {
    if (!isCard(card)) continue
    // The file's name is the card's last paragraph (CardText); a draft's mark is inside the image's box.
    const file = (card.lastElementChild?.textContent ?? "").trim()
    setAttribute(card, CARD, "")
    setAttribute(card, "role", "button")
    setAttribute(card, "tabindex", "0")
    setAttribute(card, "aria-label", `Image ${file}`)
    setAttribute(card, "aria-pressed", String(selected(card)))
    const wrapper = card.parentElement
    if (wrapper?.getAttribute("tabindex") === "0" && wrapper.childElementCount === 1)
      setAttribute(wrapper, "tabindex", "-1")
  }
}

const cardOf = (target: EventTarget | null) =>
  target instanceof HTMLElement && target.hasAttribute(CARD) ? target : undefined

/** Enter and Space select a card as a click does; the card the keyboard focuses shows it. */
export function selectCardsFromKeyboard() {
  document.addEventListener("keydown", event => {
    const card = cardOf(event.target)
    if (!card || (event.key !== "Enter" && event.key !== " ")) return
    event.preventDefault()
    card.click()
  })
  document.addEventListener("focusin", event => {
    const card = cardOf(event.target)
    if (card?.matches(":focus-visible")) Object.assign(card.style, FOCUS_RING)
  })
  document.addEventListener("focusout", event => {
    const card = cardOf(event.target)
    for (const property of ["outline", "outline-offset"]) card?.style.removeProperty(property)
  })
}

/** Names the cards whenever the images window changes, and lets the keyboard select them. */
export function mediaCardsFromKeyboard() {
  nameMediaCards()
  // Cards come with the window; a selection changes a card's class (Decap's styles), which nothing here writes.
  new MutationObserver(() => nameMediaCards()).observe(document.body, {
    childList: true,
    subtree: true,
    attributeFilter: ["class"],
  })
  selectCardsFromKeyboard()
}
