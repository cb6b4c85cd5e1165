import { expect, test } from "@playwright/test"
import { cloneDir, editors, originRepo } from "./env"
import { call, cloneBranch, cloneStatus, git } from "./helpers"

/** Decap's own request for an upload outside the editorial workflow (decap-cms-backend-proxy). */
const upload = (file: string, content: Buffer) => ({
  action: "persistMedia",
  params: {
    branch: "main",
    asset: { path: file, content: content.toString("base64"), encoding: "base64" },
    options: { commitMessage: `Upload “${file}”` },
  },
})
const errorOf = async (response: { json(): Promise<unknown> }) => ((await response.json()) as { error: string }).error
const heads = () => [git(cloneDir, "rev-parse", "main"), git(originRepo, "rev-parse", "main")]

test("an upload over the size limit is refused (413) with a French message; nothing is committed", async ({
  request,
}) => {
  const before = heads()
  // Under nginx's client_max_body_size (deploy/nginx/editeur-proxy.conf), over the service's own limit.
  const refused = await call(
    request,
    editors.a,
    upload("data/images/fondateurs/lourde.jpg", Buffer.alloc(8.5 * 2 ** 20)),
  )
  expect(refused.status()).toBe(413)
  expect(await errorOf(refused)).toMatch(
    /^Image trop lourde \(\d+\u00a0Mo\)\u00a0: elle ne doit pas dépasser 8\u00a0Mo\./,
  )
  expect(heads()).toEqual(before)
  expect([cloneStatus(), cloneBranch()]).toEqual(["", "main"])
})

test("a file named .jpg that is not an image is refused by its sniffed type; nothing is committed", async ({
  request,
}) => {
  const before = heads()
  const page = Buffer.from("<!doctype html><script>alert(1)</script>")
  const refused = await call(request, editors.a, upload("data/images/fondateurs/photo.jpg", page))
  expect(refused.status()).toBe(422)
  // In the editor's words (no path); the service's log keeps the file's path for developers.
  expect(await errorOf(refused)).toMatch(
    /^Enregistrement refusé, rien n’a été enregistré\u00a0:\nLe fichier choisi n’est pas une image/,
  )
  expect(heads()).toEqual(before)
  expect([cloneStatus(), cloneBranch()]).toEqual(["", "main"])
})

test("an upload outside data/images is refused; nothing is written", async ({ request }) => {
  const before = heads()
  // Outside data/: refused before anything reads the request (editor/service/paths.ts).
  const refused = await call(request, editors.a, upload("src/pages/index.tsx", Buffer.from("export {}")))
  expect(refused.status()).toBe(403)
  expect(await errorOf(refused)).toContain("✗ src/pages/index.tsx\u00a0: Accès refusé.")
  // In data/ but not in data/images: refused by the content check.
  const misplaced = await call(request, editors.a, upload("data/site.jpg", Buffer.from("export {}")))
  expect(misplaced.status()).toBe(422)
  expect(await errorOf(misplaced)).toContain(
    "Une image ne peut être enregistrée qu’avec le bouton « Choisir une image »",
  )
  expect(heads()).toEqual(before)
  expect([cloneStatus(), cloneBranch()]).toEqual(["", "main"])
})
