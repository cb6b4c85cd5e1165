// A real `gatsby build` at three build dates (SITE_BUILD_DATE), before, on and after the day a version of the
// terms of sale comes into force (issue 57, points 1 and 2), read in Chromium: the page offers the version in force
// that day and announces the one to come, its PDF link downloads the version in force (rebuilt from git), and
// etat-des-dates.json changes on the day and not the day after, so that the daily rebuild runs once.
// The copy is a git repository of its own whose history holds each version of the fixture's document.
import { execFileSync, spawnSync } from "node:child_process"
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import { stripVTControlCharacters } from "node:util"
import { chromium, type Browser } from "@playwright/test"
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../tooling/chromium"
import { dayInWords } from "../../content-model/in-force"
import type { DateState } from "../../content-model/node/date-state"
import { projectRoot } from "../../content-model/node/project-root"
import { buildTestsCopy } from "../helpers/build-copy"
import { readContent } from "../helpers/content"
import fixture from "../fixtures/documents/version-a-venir.json"

const { document: labels } = readContent("interface.json")
const terms = "conditions-generales-vente.json"
const [upcoming, inForce] = [fixture.document, ...fixture.document.history]
let project = ""
let browser: Browser

const git = (...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.invalid", ...args], {
    cwd: project,
    encoding: "utf8",
  })
const writeData = (file: string, content: unknown) =>
  writeFileSync(path.join(project, "data", file), `${JSON.stringify(content, null, 2)}\n`)

/** Each version of the fixture committed as the current one, oldest first; the other documents without history. */
function commitVersions() {
  rmSync(path.join(project, ".git"), { recursive: true, force: true })
  git("init", "--quiet", "--initial-branch", "main")
  for (const file of ["politique-impartialite.json", "processus-appels-plaintes.json", "accessibilite.json"]) {
    const content = JSON.parse(readFileSync(path.join(project, "data", file), "utf8")) as { document: object }
    writeData(file, { ...content, document: { ...content.document, history: undefined } })
  }
  const versions = [fixture.document, ...fixture.document.history].reverse()
  versions.forEach((version, index) => {
    const history = versions.slice(0, index).reverse()
    const { history: _, ...card } = { ...fixture.document, ...version }
    writeData(terms, { ...fixture, document: history.length ? { ...card, history } : card })
    git("add", "--all")
    git("commit", "--quiet", "--no-verify", "-m", `version ${version.version}`)
  })
}

function build(day: string) {
  const run = spawnSync(path.join(projectRoot, "node_modules/.bin/gatsby"), ["build"], {
    cwd: project,
    encoding: "utf8",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", SITE_BUILD_DATE: day },
    timeout: 8 * 60 * 1000,
  })
  expect({ status: run.status, output: stripVTControlCharacters(run.stdout + run.stderr).slice(-3000) }).toEqual({
    status: 0,
    output: expect.any(String) as unknown,
  })
  return JSON.parse(readFileSync(path.join(project, "public", "etat-des-dates.json"), "utf8")) as DateState
}

/** The terms page of the build, as Chromium shows it: its card, its download link, its versions. */
async function read() {
  const page = await browser.newPage()
  await page.goto(`file://${path.join(project, "public", "conditions-generales-vente", "index.html")}`)
  const card = Object.fromEntries(
    await page
      .locator("main dl div")
      .evaluateAll(rows =>
        rows.map(row => [row.querySelector("dt")?.textContent, row.querySelector("dd")?.textContent]),
      ),
  ) as Record<string, string>
  const link = page.getByRole("link", { name: new RegExp(labels.download) })
  const href = await link.getAttribute("href")
  const versions = await page.locator("main details li").allTextContents()
  const text = await page.locator("main").textContent()
  await page.close()
  return { card, href: href ?? "", versions, text: text ?? "" }
}

const pdf = (version: string) => `/documents/${fixture.document.reference}_v${version}.pdf`

beforeAll(async () => {
  // The build tests' shared copy: its Gatsby cache makes the first build here warm (on a clean clone, one cold build
  // for all the build tests).
  project = buildTestsCopy()
  rmSync(path.join(project, ".git"), { force: true })
  writeFileSync(
    path.join(project, "data", terms),
    readFileSync(path.join(projectRoot, "__tests__/fixtures/documents/version-a-venir.json")),
  )
  commitVersions()
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
})

afterAll(async () => {
  await browser?.close()
  // stableCopy writes a .git file there: the repository made here goes.
  if (project) rmSync(path.join(project, ".git"), { recursive: true, force: true })
})

const states: Record<string, DateState> = {}

test("built on 20/12/2026, the terms offer the version in force and announce the one to come", async () => {
  states["2026-12-20"] = build("2026-12-20")
  const { card, href, versions, text } = await read()
  expect(card[labels.version]).toBe(inForce.version)
  expect(card[labels.inForce]).toBe(inForce.inForce)
  expect(href).toBe(pdf(inForce.version))
  // The PDF of the version in force, from the text git holds for it.
  expect(
    readFileSync(path.join(project, "public", href))
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-")
  expect(text).toContain(`${labels.textOf} ${upcoming.version}, ${labels.upcoming} ${dayInWords("2027-01-01")}.`)
  expect(versions[0]).toContain(`${labels.upcoming} ${dayInWords("2027-01-01")}`)
  expect(versions[1]).toContain(labels.current)
  expect(states["2026-12-20"].documents[terms]).toEqual({ "03": "upcoming", "02": "inForce", "01": "past" })
})

test.each(["2027-01-01", "2027-01-02"])(
  "built on %s, the newer version is in force and the other one past",
  async day => {
    states[day] = build(day)
    const { card, href, versions, text } = await read()
    expect(card[labels.version]).toBe(upcoming.version)
    expect(href).toBe(pdf(upcoming.version))
    expect(existsSync(path.join(project, "public", href))).toBe(true)
    expect(text).not.toContain(labels.textOf)
    expect(versions[0]).toContain(labels.current)
    expect(versions[1]).toContain(
      `${labels.pastFrom} ${inForce.inForce} ${labels.pastUntil} ${dayInWords("2026-12-31")}`,
    )
  },
)

test("the state the daily rebuild compares changes on the in-force day, not the day after", () => {
  expect(Object.keys(states)).toHaveLength(3)
  expect(states["2027-01-01"].fingerprint).not.toBe(states["2026-12-20"].fingerprint)
  expect(states["2027-01-02"].fingerprint).toBe(states["2027-01-01"].fingerprint)
  expect(states["2027-01-02"].buildDate).toBe("2027-01-02")
})

test("a malformed build date stops the build in French before anything is written", () => {
  const before = readFileSync(path.join(project, "public", "etat-des-dates.json"), "utf8")
  const run = spawnSync(path.join(projectRoot, "node_modules/.bin/gatsby"), ["build"], {
    cwd: project,
    encoding: "utf8",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", SITE_BUILD_DATE: "2027-02-30" },
    timeout: 2 * 60 * 1000,
  })
  expect(run.status).not.toBe(0)
  expect(stripVTControlCharacters(run.stdout + run.stderr)).toContain(
    "✗ SITE_BUILD_DATE : date illisible « 2027-02-30 »",
  )
  expect(readFileSync(path.join(project, "public", "etat-des-dates.json"), "utf8")).toBe(before)
})
