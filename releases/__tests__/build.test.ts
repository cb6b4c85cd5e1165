/**
 * @jest-environment node
 */
import { existsSync, readFileSync, rmSync } from "node:fs"
import path from "node:path"
import { inspectBuild, pageReferences } from "../build"
import { publish } from "../publish"
import { hex, quiet, releasesTestKit } from "../test-kit"

const { fakeBuild, site } = releasesTestKit()

describe("inspectBuild", () => {
  it("refuses a build without 404.html, naming the file, and writes nothing", async () => {
    const { dir } = fakeBuild("b", "a", { skip: ["404.html"] })
    await expect(publish(site(), { from: dir, ...quiet })).rejects.toThrow(
      /Build incomplet.*\n.*b\/404\.html : fichier absent du build/,
    )
    expect(existsSync(site())).toBe(false)
  })

  it("refuses a build without the _redirects that Cloudflare Pages needs to serve each page at its address", async () => {
    const { dir } = fakeBuild("b", "a", { skip: ["_redirects"] })
    await expect(inspectBuild(dir)).rejects.toThrow("b/_redirects : fichier absent du build")
  })

  it("refuses a page that references a file missing from the build", async () => {
    const { dir, chunk } = fakeBuild("b", "a", { skip: [] })
    rmSync(path.join(dir, chunk))
    await expect(inspectBuild(dir)).rejects.toThrow(`b/index.html : référence /${chunk}, absent du build`)
    rmSync(path.join(dir, "mentions-legales"), { recursive: true })
    await expect(inspectBuild(dir)).rejects.toThrow("b/index.html : référence /mentions-legales, absent du build")
  })

  it("reads the chunk mapping, srcset and links, but not other hosts", () => {
    const { dir } = fakeBuild("b", "a")
    const references = pageReferences(readFileSync(path.join(dir, "index.html"), "utf8"), "/")
    expect(references).toEqual(
      expect.arrayContaining(["/page-data/app-data.json", "/mentions-legales", `/app-${hex("a")}.js`]),
    )
    expect(references.some(reference => reference.includes("component---src-pages-index-tsx"))).toBe(true)
    expect(references.some(reference => reference.includes("example.org"))).toBe(false)
  })

  it("reads the scripts Gatsby's `<script src>` tags load", () => {
    const page = `<body><p>x</p><script src="/webpack-runtime-1.js" async></script><script src="/app-2.js" async></script></body>`
    expect(pageReferences(page, "/")).toEqual(["/app-2.js", "/webpack-runtime-1.js"])
  })
})
