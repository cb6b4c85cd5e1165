// The header's breakpoint computed from the labels (plugins/navigation-width): fictional labels, not data/'s.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import {
  contentNavigationWidth,
  MIN_WIDTH,
  navigationWidth,
  STYLESHEET,
  writeNavigationWidth,
} from "../../../plugins/navigation-width/navigation-width"

const root = path.resolve(__dirname, "../../..")
const name = "Orme Conseil Vérité"
const labels = ["Ouverture", "Nos métiers", "Engagements publics", "Démarche de contrôle", "Réclamations"]
const longer = labels.map(label => `${label} prolongé`)

describe("navigationWidth", () => {
  it("grows with the labels: five labels a word longer need a wider screen", () => {
    expect(navigationWidth(longer, name)).toBeGreaterThan(navigationWidth(labels, name))
  })

  it("counts a label over 20 characters by its longer line, since it takes two", () => {
    const twoLines = "Démarcheurs abcdefghijk" // 23 characters: two lines of 11
    const oneLine = "Démarcheurs abcdefgh" // 20 characters: one line
    const widthWith = (label: string) => navigationWidth([...labels.slice(0, 4), label], name)
    expect(widthWith(twoLines)).toBeLessThan(widthWith(oneLine))
  })

  it("counts the site's name by its longest word, where it may break", () => {
    const wide = longer
    expect(navigationWidth(wide, "Orme Conseil Vérité")).toBe(navigationWidth(wide, "Vérité Orme Conseil"))
    expect(navigationWidth(wide, "Orme Conseilvérité")).toBeGreaterThan(navigationWidth(wide, name))
  })

  it("is never below the width the header was designed for, and a multiple of a quarter rem", () => {
    expect(navigationWidth(["A", "B", "C", "D", "E"], "X")).toBe(MIN_WIDTH)
    const width = navigationWidth(longer, name)
    expect(width).toBeGreaterThan(MIN_WIDTH)
    expect((width * 4) % 1).toBe(0)
  })
})

describe("writeNavigationWidth", () => {
  const copy = mkdtempSync(path.join(tmpdir(), "navigation-width-"))
  const dataDir = path.join(copy, "data")
  afterAll(() => rmSync(copy, { recursive: true, force: true }))

  it("writes the CSS Modules value the header's stylesheets import, from the data/ folder it is given", () => {
    cpSync(path.join(root, "data"), dataDir, { recursive: true })
    const file = path.join(dataDir, "navigation.json")
    const navigation = JSON.parse(readFileSync(file, "utf8")) as { items: { label: string }[] }
    for (const item of navigation.items) item.label = `${item.label} prolongé`
    writeFileSync(file, JSON.stringify(navigation))
    mkdirSync(path.join(copy, "src/styles"), { recursive: true })

    writeNavigationWidth(copy, dataDir)
    const width = contentNavigationWidth(dataDir)
    expect(width).toBeGreaterThan(contentNavigationWidth())
    expect(readFileSync(path.join(copy, STYLESHEET), "utf8")).toContain(`@value navigation-width: ${width}rem;\n`)
  })
})
