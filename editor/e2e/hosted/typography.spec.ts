import { expect, test } from "@playwright/test"
import { correctTypography, typographyRules } from "../../../content-model/typography"
import { ORIGIN, cloneDir, editors } from "./env"
import { dropDraft, git, signedIn } from "./helpers"

// Issue 45: the editor's example, typed as editors type. What has one correct form is announced under the field,
// then corrected as it is saved; the saved text breaks none of the rules the content tests enforce.
const typed = `Notre équipe : 2ème promotion du diplôme, plus de 1 000 heures d'audit et 100 % de missions "sur mesure".`
const draft = "cms/contenu/mentions-legales"

test("typography with one correct form: announced under the field, corrected in the saved draft", async ({
  browser,
}) => {
  const { context, page } = await signedIn(browser, editors.a)
  await page.getByRole("link", { name: "Les mentions légales", exact: false }).first().click()
  const subtitle = page.getByLabel("La phrase d’introduction sous le titre").first()
  await subtitle.fill(typed)
  await expect(page.getByRole("note").filter({ hasText: "Typographie corrigée à l’enregistrement" })).toContainText(
    "apostrophe droite",
  )
  await page.getByRole("button", { name: "Enregistrer", exact: true }).click()
  const saved = () => {
    const branches = git(cloneDir, "branch", "--list", draft, "--format=%(refname:short)")
    if (!branches) return undefined
    const content = JSON.parse(git(cloneDir, "show", `${draft}:data/mentions-legales.json`)) as {
      header: { subtitle: string }
    }
    return content.header.subtitle
  }
  await expect.poll(saved, { timeout: 120_000 }).toBe(correctTypography(typed).text)
  const text = saved()!
  expect(text).not.toBe(typed)
  expect(typographyRules.filter(({ pattern }) => pattern.test(text)).map(({ name }) => name)).toEqual([])
  // With the page's own session: another spec of this worker may have ended the one `call` keeps.
  const dropped = await context.request.post(`${ORIGIN}/api/v1`, {
    headers: { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" },
    data: dropDraft("mentions-legales.json"),
  })
  expect(dropped.status()).toBe(200)
  await context.close()
})
