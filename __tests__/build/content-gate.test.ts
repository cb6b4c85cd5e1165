// Real `gatsby build` and `gatsby develop` runs in a copy of the project (node_modules linked, Gatsby's
// cache kept from the last run: __tests__/helpers/build-copy.ts):
// a good build after the README's worked example, then broken content that must stop both
// commands with the report, a non-zero exit, no stack trace, and public/ byte-for-byte unchanged.
import { spawn } from "node:child_process"
import { createHash } from "node:crypto"
import { copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs"
import { createServer } from "node:net"
import path from "node:path"
import { stripVTControlCharacters } from "node:util"
import type { Content } from "../../content-model/model"
import { filesUnder } from "../../content-model/node/files-under"
import { buildTestsCopy } from "../helpers/build-copy"
import { applyFixtures, fixtures, root } from "../helpers/content-fixtures"

// One broken file each, so all the problems show at once: a cut site.json (read by gatsby-config.ts
// too), a missing comma, a misspelt field, a route that does not exist, a wrong VAT key, a value
// outside its list, and a stray copy of a data file (which Gatsby would turn into an invalid type name).
const broken = [
  "json-fichier-coupe",
  "json-mal-forme",
  "champ-inconnu",
  "navigation-page-inexistante",
  "tva-saisie",
  "valeur-non-prevue",
  "fichier-inconnu",
]

let project = ""
beforeAll(() => (project = buildTestsCopy()))

interface Run {
  status: number | null
  output: string
}

function gatsby(args: string[], timeoutMs: number): Promise<Run> {
  return new Promise(resolve => {
    const child = spawn(path.join(root, "node_modules/.bin/gatsby"), args, {
      cwd: project,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    })
    let output = ""
    child.stdout.on("data", chunk => (output += chunk))
    child.stderr.on("data", chunk => (output += chunk))
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs)
    child.on("close", status => {
      clearTimeout(timer)
      // Gatsby's progress lines carry terminal escapes; the report's own lines do not.
      resolve({ status, output: stripVTControlCharacters(output) })
    })
  })
}

/** A port nothing listens on: `gatsby develop` checks its port before anything else. */
function freePort(): Promise<number> {
  return new Promise(resolve => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** Every file of the copy's public/, relative to it, sorted. */
function publicFiles(): string[] {
  return filesUnder(path.join(project, "public"))
}

/** Every file of public/ and a fingerprint of its bytes: a change names the file. */
const hashPublic = () =>
  Object.fromEntries(
    publicFiles().map(file => [
      file,
      createHash("sha256")
        .update(readFileSync(path.join(project, "public", file)))
        .digest("hex"),
    ]),
  )

const expected = fixtures()
  .filter(fixture => broken.includes(fixture.name))
  .flatMap(fixture => fixture.expected)
const stackTrace = /^\s+at .+:\d+:\d+\)?$/m

let goodBuild: Record<string, string> = {}

it("builds the site after the README's worked example: a founder's new photo and name", async () => {
  // data/README.md, « Remplacer la photo et le nom d’un fondateur ».
  copyFileSync(
    path.join(root, "__tests__/fixtures/readme-example/camille-martin.jpg"),
    path.join(project, "data/images/fondateurs/camille-martin.jpg"),
  )
  const file = path.join(project, "data/fondateurs.json")
  const founders = JSON.parse(readFileSync(file, "utf8")) as Content<"fondateurs.json">
  const formerName = founders.items[1].name
  Object.assign(founders.items[1], {
    name: "Camille Martin",
    photo: "images/fondateurs/camille-martin.jpg",
    photoAlt: "Portrait illustré de Camille Martin",
  })
  writeFileSync(file, `${JSON.stringify(founders, null, 2)}\n`)

  const { status, output } = await gatsby(["build"], 8 * 60 * 1000)
  expect([status, output.slice(-2000)]).toEqual([0, expect.any(String)])
  const home = readFileSync(path.join(project, "public/index.html"), "utf8")
  expect(home).toContain("Camille Martin")
  expect(home).toContain(founders.items[0].name)
  expect(home).not.toContain(formerName)
  expect(home).toMatch(/<img[^>]+camille-martin\.(jpg|webp|avif)/)
  goodBuild = hashPublic()
})

/** The stylesheet each page inlines: the file it names, and the inlined text. */
function inlineStylesheets() {
  return publicFiles()
    .filter(file => file.endsWith(".html") && !file.startsWith("_gatsby"))
    .map(file => {
      const html = readFileSync(path.join(project, "public", file), "utf8")
      const [, name = "", text = ""] = /<style data-href="\/([^"]+)"[^>]*>([^<]*)<\/style>/.exec(html) ?? []
      return { file, name, text }
    })
}

it("renders every page again when only a style changed, on a build with Gatsby's cache", async () => {
  // Without plugins/stylesheet-hash/stylesheet-hash.ts, Gatsby kept every page's old inline styles here.
  const before = inlineStylesheets()
  const edit = (file: string, from: string, to: string) => {
    const text = readFileSync(path.join(project, file), "utf8")
    expect(text).toContain(from)
    writeFileSync(path.join(project, file), text.replace(from, to))
  }
  // A value in a CSS module (its class names, all the renderer sees of it, stay the same) and a design token,
  // a custom property of the global stylesheet.
  edit("src/components/footer.module.css", "{", "{\n  letter-spacing: 0.0123em;")
  edit("src/styles/global.module.css", "--radius: 12px;", "--radius: 13px;")

  const { status, output } = await gatsby(["build"], 8 * 60 * 1000)
  expect([status, output.slice(-2000)]).toEqual([0, expect.any(String)])
  const after = inlineStylesheets()
  expect(after.map(page => page.file)).toEqual(before.map(page => page.file))
  for (const [index, page] of after.entries()) {
    expect([page.file, page.name]).not.toEqual([page.file, before[index].name])
    expect([page.file, page.text]).toEqual([page.file, readFileSync(path.join(project, "public", page.name), "utf8")])
    expect(page.text).toContain("letter-spacing:.0123em")
    expect(page.text).toContain("--radius:13px")
  }
  goodBuild = hashPublic()
})

describe("with broken content", () => {
  beforeAll(() => applyFixtures(path.join(project, "data"), broken))

  it("gatsby build stops with every problem, a non-zero exit, no stack trace, and public/ untouched", async () => {
    expect(Object.keys(goodBuild)).toContain("index.html")
    const { status, output } = await gatsby(["build"], 4 * 60 * 1000)
    expect(status).not.toBe(0)
    expect(output.split("\n")).toEqual(expect.arrayContaining(expected))
    expect(output).toContain("Le site n’a pas été construit : le dernier site construit (public/) reste intact.")
    expect(output).not.toMatch(stackTrace)
    expect(hashPublic()).toEqual(goodBuild)
  })

  it("gatsby develop stops the same way before serving anything", async () => {
    // Ten seconds after it starts, gatsby develop copies static/ into public/ (gatsby/dist/commands/develop-process.js,
    // syncStaticDir), even when the content check stops it later, as on a loaded machine: what it would copy is the
    // last build's already (plugins/deploy-files/README.md, robots.txt).
    const staticDir = path.join(project, "static")
    const copied = existsSync(staticDir) ? filesUnder(staticDir) : []
    const same = (file: string) =>
      existsSync(path.join(project, "public", file)) &&
      readFileSync(path.join(staticDir, file)).equals(readFileSync(path.join(project, "public", file)))
    expect(copied.filter(file => !same(file))).toEqual([])
    const port = String(await freePort())
    const { status, output } = await gatsby(["develop", "--host", "127.0.0.1", "--port", port], 2 * 60 * 1000)
    expect(status).not.toBe(0)
    expect(output.split("\n")).toEqual(expect.arrayContaining(expected))
    expect(output).toContain("L’aperçu ne démarre pas.")
    expect(output).not.toMatch(stackTrace)
    expect(hashPublic()).toEqual(goodBuild)
  })
})
