import { expect, test } from "@playwright/test"
import { readContent } from "./helpers"

const founders = readContent("fondateurs.json").items

test("the home page shows the three founders with optimised photos and a blurred placeholder", async ({ page }) => {
  await page.goto("/")
  const cards = page.getByRole("article")
  await expect(cards).toHaveCount(founders.length)
  for (const [index, founder] of founders.entries()) {
    const card = cards.nth(index)
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(founder.name)
    await expect(card).toContainText(founder.role)
    const photo = card.getByRole("img", { name: founder.photoAlt })
    await photo.scrollIntoViewIfNeeded()
    // Chromium takes the first format it supports: AVIF, made by sharp at build time.
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
      .toMatch(/\.avif$/)
    expect(await photo.evaluate(img => getComputedStyle(img).backgroundImage)).toMatch(/^url\("data:image\//)
    const box = await photo.boundingBox()
    expect(box && Math.round(box.width)).toBe(160)
  }
})
