/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { siteRoutes } from "../node/routes"
import { projectRoot } from "../node/project-root"

describe("siteRoutes", () => {
  it("derives the routes from the files of src/pages, as Gatsby does", () => {
    const pages = mkdtempSync(path.join(tmpdir(), "pages-"))
    mkdirSync(path.join(pages, "guide"))
    for (const file of [
      "index.tsx",
      "nos-activites.tsx",
      "404.tsx",
      "_brouillon.tsx",
      "[id].tsx",
      "{Produit.slug}.tsx",
      "x.test.tsx",
      "guide/index.tsx",
      "guide/etape.js",
      "notes.md",
    ]) {
      writeFileSync(path.join(pages, file), "")
    }
    expect(siteRoutes(pages)).toEqual(["/", "/guide", "/guide/etape", "/nos-activites"])
    rmSync(pages, { recursive: true })
  })

  it("knows the pages of this site", () => {
    expect(siteRoutes(path.join(projectRoot, "src", "pages"))).toEqual(
      expect.arrayContaining([
        "/",
        "/nos-activites",
        "/politique-impartialite",
        "/politique-confidentialite",
        "/mentions-legales",
      ]),
    )
  })
})
