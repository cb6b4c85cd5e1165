/**
 * The images window lists the images already on the site as cards (Decap CMS 3.16: decap-cms-core 3.19,
 * MediaLibraryCard.js): divs that a click selects, with `tabindex="-1"` and `:focus { outline: none }`.
 * From the keyboard, an editor could upload an image but never choose one already there, and a screen
 * reader said nothing of them. Decap gives the card no props to reach it (MediaLibraryCardGrid renders it),
 * so each card is made a toggle button here, in the DOM, as the window shows it: reached with Tab, named
 * after its file (« Image eloise-marchetti.jpg »), selected with Enter or Space as with a click, its
 * focus shown. Decap shows the selection by the card's border alone, in its active colour, where the other
 * cards keep the grey of the line under their image (CardImageWrapper): aria-pressed says it by comparing
 * the two. The cards are found by the name Decap's build gives the styled component (`…-Card`), as
 * ./list-item-names.ts finds the lists' bars; the hosted suite (editor/e2e/hosted/first-session.spec.ts)
 * chooses an image from the keyboard and fails if an update of Decap changes that.
 */
/** The attribute that marks a card made a button. */
const CARD = "data-carte-image"
const FOCUS_RING = "3px solid #3a69c7"

const isCard = (element: Element) => [...element.classList].some(token => token.endsWith("-Card"))

const set = (element: Element, name: string, value: string) => {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value)
}

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
    set(card, CARD, "")
    set(card, "role", "button")
    set(card, "tabindex", "0")
    set(card, "aria-label", `Image ${file}`)
    set(card, "aria-pressed", String(selected(card)))
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
    if (card?.matches(":focus-visible")) card.style.outline = FOCUS_RING
  })
  document.addEventListener("focusout", event => cardOf(event.target)?.style.removeProperty("outline"))
}

/** Names the cards whenever the images window changes, and lets the keyboard select them. */
export function mediaCardsFromKeyboard() {
  nameMediaCards()
  new MutationObserver(() => nameMediaCards()).observe(document.body, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    // A selection changes the card's class (Decap's styles); nothing here writes a class.
    attributeFilter: ["class"],
  })
  selectCardsFromKeyboard()
}
