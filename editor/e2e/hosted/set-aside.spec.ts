import { execFileSync } from "node:child_process"
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import { expect, test, type APIRequestContext } from "@playwright/test"
import { ORIGIN, cloneDir, editors, originRepo, root } from "./env"
import { call, draftSave, dropDraft, git, readEntry, sessionCookie, signedIn } from "./helpers"

/**
 * A publication set aside (issue 45, point 5): published while origin was out of reach, then a
 * developer changes the same lines on origin. The set-aside branch is pushed to origin (the work
 * survives the loss of the editor's machine), listed in the banner until the entry is published
 * again, then removed from the clone and from origin.
 */
const file = "mentions-legales.json"
const slug = "mentions-legales"
const asideBranches = (repo: string) => git(repo, "branch", "--list", "--format=%(refname:short)", "editeur/*")

/** Editor A opens the entry and saves a draft of it, as the editor's page does; editor B publishes it. */
async function publish(request: APIRequestContext, subtitle: string) {
  // Her last read is the service's base for her save (the page's own read may come later under load).
  expect((await call(request, editors.a, readEntry(file))).status()).toBe(200)
  expect(
    (
      await call(
        request,
        editors.a,
        draftSave(file, c => (c.header.subtitle = subtitle)),
      )
    ).status(),
  ).toBe(200)
  for (const body of [
    {
      action: "updateUnpublishedEntryStatus",
      params: { branch: "main", collection: "contenu", slug, newStatus: "pending_publish" },
    },
    { action: "publishUnpublishedEntry", params: { branch: "main", collection: "contenu", slug } },
  ])
    expect((await call(request, editors.b, body)).status()).toBe(200)
}

const status = async (request: APIRequestContext) =>
  (await (await request.get(`${ORIGIN}/api/etat`, { headers: { Cookie: await sessionCookie(editors.a) } })).json()) as {
    state: string
    message: string
  }

/** A developer's commit of `subtitle` in data/`file`, pushed to the origin at `repo`. */
function developerPush(repo: string, subtitle: string) {
  const developer = path.join(root, "developpeur-mise-de-cote")
  rmSync(developer, { recursive: true, force: true })
  git(root, "clone", "--quiet", repo, developer)
  const target = path.join(developer, "data", file)
  const content = JSON.parse(readFileSync(target, "utf8")) as { header: { subtitle: string } }
  content.header.subtitle = subtitle
  writeFileSync(target, `${JSON.stringify(content, null, 2)}\n`)
  const identity = ["-c", "user.name=Développeuse", "-c", "user.email=dev@sylvene-audit.example"]
  execFileSync("git", ["-C", developer, ...identity, "commit", "--quiet", "-am", "Sous-titre des mentions"])
  git(developer, "push", "--quiet", "origin", "main")
}

test("a set-aside publication is pushed to origin, listed in the banner until published again, then removed", async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000)
  expect(asideBranches(originRepo)).toBe("")
  // A draft of the same entry left by another spec would be published along: dropped first.
  await call(request, editors.a, dropDraft(file))
  const away = `${originRepo}.ailleurs`
  renameSync(originRepo, away)
  try {
    await publish(request, "Publié pendant la coupure du dépôt")
    await expect.poll(async () => (await status(request)).message, { timeout: 60_000 }).toContain("en attente")
    developerPush(away, "Changé par une développeuse")
  } finally {
    if (existsSync(away)) renameSync(away, originRepo)
  }

  // The next attempt to send (every 2 s here) meets the developer's change: set aside, and sent.
  await expect
    .poll(async () => (await status(request)).message, { timeout: 120_000 })
    .toContain("(ici et sur le dépôt)")
  const [branch] = asideBranches(cloneDir).split("\n")
  expect(branch).toMatch(/^editeur\/mise-de-cote-/)
  expect(git(originRepo, "rev-parse", branch)).toBe(git(cloneDir, "rev-parse", branch))
  expect(
    (JSON.parse(git(originRepo, "show", `${branch}:data/${file}`)) as { header: { subtitle: string } }).header.subtitle,
  ).toBe("Publié pendant la coupure du dépôt")

  // In the banner of the editor's page, named, until it is dealt with.
  const { context, page } = await signedIn(browser, editors.a)
  const banner = page.locator("#etat-publication")
  await expect(banner).toContainText(`branche «\u00a0${branch}\u00a0» (ici et sur le dépôt)`)

  // Dealt with: the entry published again; the banner no longer lists it, the branch is gone everywhere.
  await publish(request, "Publié pendant la coupure du dépôt, repris")
  await expect(banner).not.toContainText("mise de côté", { timeout: 120_000 })
  await expect.poll(() => asideBranches(originRepo), { timeout: 60_000 }).toBe("")
  expect(asideBranches(cloneDir)).toBe("")
  expect(
    (JSON.parse(git(originRepo, "show", `main:data/${file}`)) as { header: { subtitle: string } }).header.subtitle,
  ).toBe("Publié pendant la coupure du dépôt, repris")
  await context.close()
})
