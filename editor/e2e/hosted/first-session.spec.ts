import { expect, test, type Browser, type Page } from "@playwright/test"
import { cloneDir, editors } from "./env"
import { foundElsewhere } from "../../admin/found-elsewhere"
import { call, draftSave, dropDraft, git, mainFile, signedIn } from "./helpers"
import { spokenNames, unnamedControls } from "./unnamed-controls"
import { DECAP_SLIPS } from "../../__tests__/helpers/decap-slips"
import type { Content } from "../../../content-model/model"

// A founder's first session (issue 47): every refusal announced where she looks and taking her to the
// field at fault, in her words (the form's labels, the founder's name); the page in French; a photo too
// heavy refused as soon as it is chosen.

async function signIn(browser: Browser): Promise<Page> {
  return (await signedIn(browser, editors.a)).page
}

/** What the editor must never read: a file, a key, an index, a code, English, straight typography. */
const NOT_FOR_EDITORS = [
  /\.json/,
  /› /,
  /\[\d+\]/,
  /API_ERROR/,
  /✗/,
  ...DECAP_SLIPS.map(([, pattern]) => pattern),
  /Statut:/,
  /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/,
  /\w'\w/,
  // A list counted with its label: « 3 les fondateurs », « 7 les sept articles » (editor/admin/counted-list.tsx).
  /\b\d+ (les|ses|une?|exactement)\s/i,
  // Decap's English phrases, names and placeholders (its `en` locale, ListControl.js's « No name »).
  /(?<!\p{L})(dropdown|field|view|close|expand|collapse|toggle|save|cancel|edit|delete|entry|entries|loading|search|upload|choose|remove|add|the|and|of|with|your|you|please|failed|unpublished|published|draft|review|ready|log ?out|log ?in|account|settings|timer|No name)(?!\p{L})/iu,
]
/** What a screen reader says besides the visible text: the accessible names and descriptions Decap writes in attributes. */
const NAMES = ["aria-label", "aria-description", "title", "alt", "placeholder"]
const readable = async (page: Page) => {
  const text = await page.locator("body").innerText()
  const names = await page.evaluate(
    attributes =>
      [...document.querySelectorAll(attributes.map(name => `[${name}]`).join(","))]
        .flatMap(element => attributes.map(name => element.getAttribute(name) ?? ""))
        .join("\n"),
    NAMES,
  )
  // And what Chromium computes from them and from the text they point to (aria-describedby, hidden or not).
  const spoken = await spokenNames(page)
  return NOT_FOR_EDITORS.flatMap(pattern =>
    [text, names, spoken].flatMap((read, i) =>
      read.match(pattern) ? [`${["text", "name", "spoken"][i]} ${read.match(pattern)![0]}`] : [],
    ),
  )
}
/** A screen in French for a screen reader: no English or code said, no button, link or field without a name. */
const inFrench = async (page: Page) => {
  expect(await readable(page)).toEqual([])
  expect(await unnamedControls(page)).toEqual([])
}

test("a wrong SIREN out of view: « Enregistrer » announces the refusal at the top, in a live region, and focuses the field", async ({
  browser,
}) => {
  const page = await signIn(browser)
  await page.getByRole("link", { name: "Les mentions légales", exact: false }).first().click()
  const notice = page.locator("#refus-enregistrement")
  const siren = page.locator("label", { hasText: /SIREN/ }).first()
  const input = page.locator(`#${await siren.getAttribute("for")}`)
  await input.fill("123456789")
  // Out of view: the editor scrolls back to the top of the form before saving.
  await page.getByRole("button", { name: "Enregistrer", exact: true }).scrollIntoViewIfNeeded()
  await page.mouse.wheel(0, -10_000)
  await page.getByRole("button", { name: "Enregistrer", exact: true }).click()
  await expect(notice.getByRole("alert")).toContainText("Numéro SIREN invalide")
  await expect(notice.getByRole("heading")).toHaveText(/^Enregistrement refusé/)
  await expect(input).toBeFocused()
  await expect(input).toBeInViewport()
  expect(await readable(page)).toEqual([])
  // No capitals shouting: the field's error is written as it is said.
  const error = page.locator('[class*="ControlErrorsList"]').first()
  expect(await error.evaluate(element => getComputedStyle(element).textTransform)).toBe("none")
  // The refusal belongs to its form: on another page of the editor it is gone (Decap asks before leaving
  // unsaved changes: she leaves).
  page.once("dialog", dialog => void dialog.accept())
  await page.getByRole("link", { name: /^← Contenu du site/ }).click()
  await expect(page.getByRole("link", { name: "Les mentions légales", exact: true })).toBeVisible()
  await expect(notice).toBeHidden()
  await page.context().close()
})

test("the service's refusal (a policy reworded under the same version) is announced in the form's words and takes the editor to the version", async ({
  browser,
}) => {
  const page = await signIn(browser)
  await page.getByRole("link", { name: "La politique d’impartialité", exact: true }).click()
  const subtitle = page.getByLabel("La phrase d’introduction sous le titre").first()
  await subtitle.fill(`${await subtitle.inputValue()} Texte révisé.`)
  await page.getByRole("button", { name: "Enregistrer", exact: true }).click()
  const alert = page.locator("#refus-enregistrement").getByRole("alert")
  await expect(alert).toContainText("Texte modifié sans nouvelle version", { timeout: 180_000 })
  expect(await readable(page)).toEqual([])
  await expect(alert).not.toContainText("history")
  // The first field at fault, by the label the form shows, has the focus.
  const label = (await alert.textContent())!.match(/«\u00a0([^»]+?)\u00a0»/)![1]
  await expect(page.getByLabel(label, { exact: true }).first()).toBeFocused()
  await page.context().close()
})

test("the editor's page is in French, its accessible names too: lists, form, counters, images, board, account menu", async ({
  browser,
  request,
}) => {
  // A card on the board: a draft of the footer, dropped at the end, whatever happens (the review board's
  // test, screens-follow.spec.ts, starts without it).
  const draft = draftSave("pied-de-page.json", content => (content.contact.title = "Écrivez-nous"))
  expect((await call(request, editors.a, draft)).status()).toBe(200)
  try {
    const page = await signIn(browser)
    await inFrench(page)
    // The account menu, under the avatar.
    await page.getByRole("button", { name: "Options du compte" }).click()
    await expect(page.getByRole("menuitem", { name: "Déconnexion" })).toBeVisible()
    await inFrench(page)
    await page.keyboard.press("Escape")
    // The images window, from the header.
    await page.getByRole("button", { name: "Images" }).click()
    await expect(page.getByRole("button", { name: "Téléverser une image" })).toBeVisible()
    await inFrench(page)
    await page.getByRole("button", { name: "Fermer" }).click()
    await page.getByRole("link", { name: "Flux" }).click()
    await expect(page.getByText(/en attente de relecture/)).toBeVisible()
    await expect(page.getByRole("link", { name: /Le pied de page/ })).toBeVisible()
    await inFrench(page)
    // A form with lists: each counts its items in French; each item's arrow, handle and cross are named.
    await page.getByRole("link", { name: "Contenus" }).click()
    await page.getByRole("link", { name: "Les fondateurs présentés sur la page d’accueil" }).click()
    const { items } = JSON.parse(mainFile("fondateurs.json")) as { items: { name: string }[] }
    await expect(page.getByText(`${items.length} éléments`, { exact: true }).first()).toBeVisible()
    await expect(page.getByRole("button", { name: "Ajouter un fondateur" })).toBeVisible()
    await inFrench(page)
    // A founder unfolded (his nested lists and photo shown), then the images window chosen from his photo.
    await page.getByRole("button", { name: `Déplier l’élément 1\u00a0: ${items[0].name}`, exact: true }).click()
    await expect(
      page.getByRole("button", { name: `Replier l’élément 1\u00a0: ${items[0].name}`, expanded: true }),
    ).toBeVisible()
    await inFrench(page)
    await page.getByRole("button", { name: "Choisir une image différente" }).first().click()
    await expect(page.getByRole("button", { name: "Téléverser une image" })).toBeVisible()
    await inFrench(page)
    await page.getByRole("button", { name: "Fermer" }).click()
    await page.getByRole("link", { name: /Contenu du site/ }).click()
    await page.getByRole("link", { name: "Les mentions légales", exact: false }).first().click()
    await expect(page.getByRole("button", { name: "Enregistrer", exact: true })).toBeVisible()
    await inFrench(page)
    // The banner tells where publications stand without a commit code or a file path.
    const banner = page.getByRole("status").filter({ hasText: "Publication" })
    await expect(banner).toBeVisible()
    expect(await banner.textContent()).not.toMatch(/\b[0-9a-f]{7,40}\b|data\/|\.json/)
    await page.context().close()
  } finally {
    expect((await call(request, editors.a, dropDraft("pied-de-page.json"))).status()).toBe(200)
  }
})

test("a list's items work from the keyboard: Tab reaches each item's arrow, handle and cross; Enter and Space fold, ↑ ↓ move, Enter removes", async ({
  browser,
}) => {
  const page = await signIn(browser)
  await page.getByRole("link", { name: "Les fondateurs présentés sur la page d’accueil" }).click()
  const { items } = JSON.parse(mainFile("fondateurs.json")) as { items: { name: string }[] }
  const [first, second] = items.map(({ name }) => name)
  const fold = (n: number, name: string) =>
    page.getByRole("button", { name: new RegExp(`^(Déplier|Replier) l’élément ${n}\\s: ${name}$`) })
  const handle = (n: number, name: string) =>
    page.getByRole("button", { name: `Déplacer l’élément ${n}\u00a0: ${name}`, exact: true })
  const cross = (n: number, name: string) =>
    page.getByRole("button", { name: `Supprimer l’élément ${n}\u00a0: ${name}`, exact: true })
  // Tab goes through the first item's three controls, then the second's.
  await expect(fold(1, first)).toBeVisible()
  await fold(1, first).focus()
  for (const next of [handle(1, first), cross(1, first), fold(2, second)]) {
    await page.keyboard.press("Tab")
    await expect(next).toBeFocused()
  }
  // Enter unfolds, Space folds back.
  await page.keyboard.press("Enter")
  await expect(fold(2, second)).toHaveAttribute("aria-expanded", "true")
  await expect(fold(2, second)).toHaveAccessibleName(`Replier l’élément 2\u00a0: ${second}`)
  await page.keyboard.press("Space")
  await expect(fold(2, second)).toHaveAttribute("aria-expanded", "false")
  // ↓ on the first item's handle moves it below the second, keeps the focus and says so; ↑ takes it back.
  await handle(1, first).focus()
  await page.keyboard.press("ArrowDown")
  await expect(handle(2, first)).toBeFocused()
  await expect(handle(1, second)).toBeVisible()
  await expect(page.getByRole("status").filter({ hasText: "Élément déplacé en position 2 sur" })).toHaveCount(1)
  await page.keyboard.press("ArrowUp")
  await expect(handle(1, first)).toBeFocused()
  // Enter on a cross removes its item, and that one only.
  await cross(2, second).focus()
  await page.keyboard.press("Enter")
  await expect(page.getByRole("button", { name: new RegExp(`: ${second}$`) })).toHaveCount(0)
  await expect(handle(1, first)).toBeVisible()
  await expect(handle(2, items[2].name)).toBeVisible()
  // Nothing saved: she leaves the form (Decap asks first).
  page.once("dialog", dialog => void dialog.accept())
  await page.getByRole("link", { name: /^← Contenu du site/ }).click()
  await page.context().close()
})

test("a 12 MB photo is refused as soon as it is chosen in the media picker: « ne doit pas dépasser 8 Mo »", async ({
  browser,
}) => {
  const page = await signIn(browser)
  const said: string[] = []
  page.on("dialog", dialog => {
    said.push(dialog.message())
    void dialog.accept()
  })
  await page.getByRole("link", { name: "Les fondateurs présentés sur la page d’accueil" }).click()
  const { items } = JSON.parse(mainFile("fondateurs.json")) as { items: { name: string }[] }
  await page.getByRole("button", { name: `Déplier l’élément 1\u00a0: ${items[0].name}`, exact: true }).click()
  await page.getByRole("button", { name: "Choisir une image différente" }).first().click()
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "tres-lourde.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(12 * 2 ** 20, 1) })
  await expect.poll(() => said.join("\n")).toContain("ne doit pas dépasser 8\u00a0Mo")
  await expect(page.getByText("tres-lourde.jpg")).toHaveCount(0)
  await page.context().close()
})

test("an image already on the site is chosen from the keyboard: Tab reaches its card, Enter selects it, and the saved draft has it", async ({
  browser,
  request,
}) => {
  const page = await signIn(browser)
  const { items } = JSON.parse(mainFile("fondateurs.json")) as Content<"fondateurs.json">
  const draftPhoto = () => {
    try {
      const draft = git(cloneDir, "show", "cms/contenu/fondateurs:data/fondateurs.json")
      return (JSON.parse(draft) as Content<"fondateurs.json">).items[0].photo
    } catch {
      return "" // no draft yet
    }
  }
  try {
    await page.getByRole("link", { name: "Les fondateurs présentés sur la page d’accueil" }).click()
    await page.getByRole("button", { name: `Déplier l’élément 1\u00a0: ${items[0].name}`, exact: true }).click()
    await page.getByRole("button", { name: "Choisir une image différente" }).first().click()
    const card = page.getByRole("button", { name: `Image ${items[1].photo.split("/").at(-1)!}`, exact: true })
    await expect(card).toHaveAttribute("aria-pressed", "false")
    // Tab, from the window's first control, goes through the cards until that one, its focus shown.
    await page.getByRole("button", { name: "Téléverser une image" }).focus()
    for (
      let presses = 0;
      presses < 30 && !(await card.evaluate(element => element === document.activeElement));
      presses++
    )
      await page.keyboard.press("Tab")
    await expect(card).toBeFocused()
    await expect(card).toHaveCSS("outline-style", "solid")
    // The next Tab reaches the next image's card, not a silent stop around this one; Shift+Tab comes back.
    await page.keyboard.press("Tab")
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toMatch(/^Image .+\.jpg$/)
    await expect(card).not.toBeFocused()
    await page.keyboard.press("Shift+Tab")
    await expect(card).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(card).toHaveAttribute("aria-pressed", "true")
    await inFrench(page)
    await page.getByRole("button", { name: "Choisir les éléments sélectionnés" }).click()
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click()
    await expect.poll(draftPhoto).toBe(items[1].photo)
    await page.context().close()
  } finally {
    // The draft, when the test got as far as saving it (a cleanup that fails would hide the test's failure).
    if (draftPhoto()) expect((await call(request, editors.a, dropDraft("fondateurs.json"))).status()).toBe(200)
  }
})

test("the home page's entry links to the site-wide fields shown on it: the tagline is one click away", async ({
  browser,
}) => {
  const page = await signIn(browser)
  const site = foundElsewhere().accueil.find(link => link.entry === "site")!
  await page.getByRole("link", { name: "La page d’accueil", exact: true }).click()
  const elsewhere = page.getByRole("navigation", { name: "Aussi sur cette page" })
  await expect(elsewhere).toContainText(`«\u00a0${site.field!}\u00a0», dans ${site.entryLabel}`)
  await elsewhere.getByRole("link", { name: site.entryLabel }).first().click()
  await expect(page).toHaveURL(/entries\/site$/)
  await expect(page.getByText(site.field!, { exact: true }).first()).toBeVisible()
  // The linked entry's own data, not the home page's under its fields (an empty form).
  const { tagline } = JSON.parse(mainFile("site.json")) as { tagline: string }
  await expect(page.getByLabel(site.field!, { exact: true }).first()).toHaveValue(tagline)
  await page.context().close()
})
