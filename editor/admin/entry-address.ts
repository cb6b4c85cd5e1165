/**
 * Decap's address of an entry of the « contenu » collection, `#/collections/contenu/entries/<name>`,
 * with `?ref=workflow` when opened from the review board: the entry's name, or none elsewhere.
 */
export const entryOfAddress = (address: string) =>
  /^#\/collections\/contenu\/entries\/([\w-]+)(?:\?|$)/.exec(address)?.[1]
