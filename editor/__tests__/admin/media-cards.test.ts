import { nameMediaCards, selectCardsFromKeyboard } from "../../admin/media-cards"

/** An image card as Decap 3.16 draws it (MediaLibraryCard.js): its border blue when selected, grey otherwise. */
const card = (file: string, isSelected: boolean, draft = false) => `
  <div class="css-1-Card e2etv5a5" tabindex="-1" style="border: solid 2px #dfdfe3;${isSelected ? " border-color: #3a69c7;" : ""}">
    <div class="css-2-CardImageWrapper e2etv5a4" style="border-bottom: solid 2px #dfdfe3">
      ${draft ? '<p class="css-3-DraftText">Brouillon</p>' : ""}<img class="css-4-CardImage" src="data:," />
    </div>
    <p class="css-5-CardText e2etv5a1">${file}</p>
  </div>`

const cards = () => [...document.querySelectorAll<HTMLElement>("[data-carte-image]")]

/** The focusable div Decap's grid puts around each card (MediaLibraryCardGrid.js, CardWrapper). */
const wrapped = (html: string) => `<div tabindex="0" style="position: absolute">${html}</div>`

test("each image card is a toggle button named after its file, pressed when Decap draws it selected, its wrapper out of the tab order", () => {
  document.body.innerHTML = `<div class="css-6-CardGrid">${wrapped(card("eloise-marchetti.jpg", false))}${wrapped(card("remi-fontanel.jpg", true, true))}</div>`
  nameMediaCards()
  expect(cards().map(element => element.getAttribute("aria-label"))).toEqual([
    "Image eloise-marchetti.jpg",
    "Image remi-fontanel.jpg",
  ])
  expect(cards().map(element => element.getAttribute("role"))).toEqual(["button", "button"])
  expect(cards().map(element => element.getAttribute("tabindex"))).toEqual(["0", "0"])
  expect(cards().map(element => element.getAttribute("aria-pressed"))).toEqual(["false", "true"])
  // The grid and the card's parts are not cards; each card is the only stop of Tab for its image.
  expect(document.querySelectorAll("[role]")).toHaveLength(2)
  expect([...document.querySelectorAll('[tabindex="0"]')]).toEqual(cards())
})

test("Enter and Space select a card as a click does; other keys do nothing", () => {
  document.body.innerHTML = card("eloise-marchetti.jpg", false)
  nameMediaCards()
  selectCardsFromKeyboard()
  const [only] = cards()
  let clicks = 0
  only.addEventListener("click", () => clicks++)
  for (const key of ["Enter", " ", "a", "Tab"]) only.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }))
  expect(clicks).toBe(2)
})
