import { readFileSync } from "node:fs"
import path from "node:path"
import { expect, test, type Browser, type Page } from "@playwright/test"
import { SITE_PORT, cloneDir, editors, originRepo, releasesDir } from "./env"
import { git, mainFile, originLog, photo, signedIn } from "./helpers"

/** A browser of its own for each editor, signed in on the sign-in page (./helpers.ts). */
async function signIn(browser: Browser, editor: { login: string; password: string }): Promise<Page> {
  const { page } = await signedIn(browser, editor)
  page.on("dialog", dialog => void dialog.accept())
  await expect(page.getByRole("link", { name: "Flux" })).toBeVisible()
  return page
}

async function setStatus(page: Page, status: string) {
  await page.getByRole("button", { name: /^Statut/ }).click()
  await page.getByRole("menuitem", { name: status }).click()
  await expect(page.getByRole("button", { name: `Statut\u00a0: ${status}` })).toBeVisible({ timeout: 120_000 })
}
/** The draft's status as the clone keeps it (decap-server: the branch's description). */
const draftStatus = () => git(cloneDir, "config", "branch.cms/contenu/fondateurs.description")

test("editor A changes a founder's name and photo and asks for review; editor B approves and publishes: origin has A's commit with exactly that diff, and the public site shows it", async ({
  browser,
}) => {
  test.setTimeout(1_200_000)
  const before = mainFile("fondateurs.json")
  const founder = (JSON.parse(before) as { items: { name: string; photo: string }[] }).items[0]
  const originBefore = git(originRepo, "rev-parse", "main")

  // Editor A: the entry, the name, the photo, saved as a draft, then « En cours de révision ».
  const a = await signIn(browser, editors.a)
  await a.getByRole("link", { name: "Les fondateurs présentés sur la page d’accueil" }).click()
  await a.getByText(founder.name, { exact: true }).locator("xpath=preceding-sibling::div[1]//button[1]").click()
  await a.getByLabel("Prénom et nom").first().fill("Éloïse Marchetti")
  await expect(a.frameLocator("iframe").getByRole("heading", { name: "Éloïse Marchetti" })).toBeVisible()
  await a.getByRole("button", { name: "Choisir une image différente" }).first().click()
  await a
    .locator('input[type="file"]')
    .setInputFiles({ name: "eloise-marchetti.jpg", mimeType: "image/jpeg", buffer: photo() })
  await expect(a.getByText("eloise-marchetti.jpg")).toBeVisible()
  await a.getByRole("button", { name: "Choisir les éléments sélectionnés" }).click()
  await a.getByRole("button", { name: "Enregistrer", exact: true }).click()
  // A save runs the content check on a copy of data/ and git on the clone: long on a loaded machine.
  await expect(a.getByRole("button", { name: "Statut\u00a0: Brouillon" })).toBeVisible({ timeout: 180_000 })
  await setStatus(a, "En cours de révision")
  await expect.poll(draftStatus, { timeout: 60_000 }).toBe("decap-cms/pending_review")
  expect(git(cloneDir, "log", "-1", "--format=%an <%ae>", "cms/contenu/fondateurs")).toBe(
    `${editors.a.name} <${editors.a.email}>`,
  )
  // Nothing published yet: main and origin unchanged, the draft on its own branch.
  expect(mainFile("fondateurs.json")).toBe(before)
  expect(git(originRepo, "rev-parse", "main")).toBe(originBefore)

  // Editor B: the card in « En cours de révision », approved (« Prêt »), published.
  const b = await signIn(browser, editors.b)
  await b.getByRole("link", { name: "Flux" }).click()
  await b.getByRole("link", { name: /Les fondateurs présentés/ }).click()
  await expect(b.getByLabel("Prénom et nom").first()).toHaveValue("Éloïse Marchetti", { timeout: 120_000 })
  await setStatus(b, "Prêt")
  await expect.poll(draftStatus, { timeout: 60_000 }).toBe("decap-cms/pending_publish")
  await b.getByRole("button", { name: "Publier", exact: true }).click()
  await b.getByText("Publier maintenant").click()
  await expect(b.getByText("Entrée publiée")).toBeVisible({ timeout: 180_000 })

  // origin's main: a commit by A changing exactly the two lines and adding the photo.
  await expect.poll(() => git(originRepo, "rev-parse", "main"), { timeout: 60_000 }).not.toBe(originBefore)
  const commits = originLog("--format=%H %an <%ae>", `${originBefore}..main`).split("\n")
  const byA = commits
    .filter(line => line.endsWith(`${editors.a.name} <${editors.a.email}>`))
    .map(line => line.split(" ")[0])
  expect(byA).toHaveLength(1)
  expect(git(originRepo, "show", "--format=", "--name-status", byA[0]).split("\n").sort()).toEqual([
    "A\tdata/images/fondateurs/eloise-marchetti.jpg",
    "M\tdata/fondateurs.json",
  ])
  const diff = git(originRepo, "show", "--format=", "--unified=0", byA[0], "--", "data/fondateurs.json")
  // One hunk per line when other fields sit between the name and the photo: the set of lines is compared.
  const changed = diff.split("\n").filter(line => /^[-+] /.test(line))
  expect(changed.sort()).toEqual(
    [
      `-      "name": "${founder.name}",`,
      `-      "photo": "${founder.photo}",`,
      `+      "name": "Éloïse Marchetti",`,
      `+      "photo": "images/fondateurs/eloise-marchetti.jpg",`,
    ].sort(),
  )

  // Self-publishing: the service builds and publishes, and the editor's banner says so for this very
  // commit (an earlier spec's publication may still be « en ligne » there); a failed build ends the
  // wait with its cause. Then nginx serves the new name on the public site.
  const published = git(cloneDir, "rev-parse", "main")
  const banner = a.getByRole("status").filter({ hasText: "Publication :" })
  const outcome = async () => {
    const text = (await banner.textContent()) ?? ""
    // The banner names no commit (issue 47, point 7): the commits online are on its data-en-ligne.
    const online = (await a.locator("#etat-publication").getAttribute("data-en-ligne")) ?? ""
    if (
      /La modification est en ligne/.test(text) &&
      online.split(" ").some(commit => commit && published.startsWith(commit))
    )
      return "en ligne"
    return /a échoué/.test(text) ? text : "en attente"
  }
  await expect.poll(outcome, { timeout: 900_000, intervals: [5_000] }).not.toBe("en attente")
  expect(await outcome()).toBe("en ligne")
  expect(await (await fetch(`http://127.0.0.1:${SITE_PORT}/`)).text()).toContain("Éloïse Marchetti")
  expect(readFileSync(path.join(releasesDir, "current", "index.html"), "utf8")).toContain("Éloïse Marchetti")
})
