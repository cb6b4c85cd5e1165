import { entryOfAddress } from "../../admin/entry-address"

test("an entry's name is read from Decap's address, opened from the list or from the review board", () => {
  expect(entryOfAddress("#/collections/contenu/entries/accueil")).toBe("accueil")
  expect(entryOfAddress("#/collections/contenu/entries/politique-impartialite?ref=workflow")).toBe(
    "politique-impartialite",
  )
})

test("no entry on the list, the board, another collection or a longer path", () => {
  for (const address of [
    "#/collections/contenu",
    "#/workflow",
    "#/collections/autre/entries/accueil",
    "#/collections/contenu/entries/accueil/index",
    "/admin/#/collections/contenu/entries/accueil",
  ])
    expect([address, entryOfAddress(address)]).toEqual([address, undefined])
})
