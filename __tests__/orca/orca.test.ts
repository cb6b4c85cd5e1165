import assert from "node:assert/strict"
import { after, before, test } from "node:test"
import { writeFileSync } from "node:fs"
import { join } from "node:path"
import { setTimeout as sleep } from "node:timers/promises"
import { readContent } from "../../content-model/node/read-content"
import { ZOOM_STEP } from "../../src/components/zoom"
import { flat, start, stop, type Session } from "./session"

// What Orca 43 speaks on Firefox ESR (Debian's), in a virtual display, against the production build served
// by nginx: its speech as its debug log records it, the expected text read from data/. Orca speaks its own
// words (roles, states) in English: the locale is C.UTF-8, the same on every machine.

const labels = readContent("interface.json")
const process_ = readContent("processus-verification.json")
const register = readContent("rapports.json")
const navigation = readContent("navigation.json").items
const processPage = "/processus-verification"

const said = (phrase: string) => (utterance: string) =>
  utterance.toLocaleUpperCase("fr").includes(flat(phrase).toLocaleUpperCase("fr"))
const saysAll =
  (...phrases: string[]) =>
  (utterance: string) =>
    phrases.every(phrase => said(phrase)(utterance))

let orca: Session
before(async () => {
  orca = await start(processPage)
  await orca.heard("que la page est chargée", said(`Finished loading ${process_.seo.title}`), 0, 40_000)
  await orca.quiet()
})
after(() => stop(orca))

void test("the skip link: Orca says it first, then the main content it leads to", async () => {
  await orca.pressUntil("Tab", `« ${labels.skipLink} link »`, said(`${labels.skipLink} link`), 3)
  await orca.quiet()
  const since = orca.press("Return")
  await orca.heard("« main content »", said("main content"), since)
})

void test("the accordion: Orca says each section's state, collapsed then expanded", async () => {
  const section = process_.sections.find(({ diagram }) => diagram)!
  await orca.pressUntil("b", `« ${section.title} collapsed »`, saysAll(section.title, "collapsed", "button"))
  const since = orca.press("Return")
  await orca.heard("« expanded »", utterance => utterance === "expanded", since)
})

void test("the enlarged view: its opener says it opens a dialog; on opening Orca says the dialog's name (its focused title), then its close button", async () => {
  const { diagram } = process_.sections.find(({ diagram }) => diagram)!
  const opener = `${labels.diagram.openLabel} ${diagram!.title}`
  const heardOpener = await orca.pressUntil("Tab", `« ${opener} »`, said(opener))
  assert.ok(heardOpener.some(said("opens dialog")), `Orca n’a pas dit « opens dialog » : ${heardOpener.join(" | ")}`)
  await orca.quiet()
  const since = orca.press("Return")
  try {
    await orca.heard(
      `« ${diagram!.title} heading level 2 » (the dialog's name)`,
      saysAll(diagram!.title, "heading level 2"),
      since,
    )
    await orca.quiet()
    const back = orca.press("shift+Tab")
    await orca.heard(`« ${labels.diagram.close} push button »`, said(`${labels.diagram.close} push button`), back)
  } finally {
    // Inside the dialog whatever was said on opening: the next test goes on from there.
    await sleep(1_000)
  }
})

void test("the enlarged view: Orca says the zoom level by its label, reaches the steps' <details>, then says the opener once the dialog is closed", async () => {
  const { diagram } = process_.sections.find(({ diagram }) => diagram)!
  const opener = `${labels.diagram.openLabel} ${diagram!.title}`
  await orca.pressUntil(
    "Tab",
    `« ${labels.diagram.zoomIn} push button »`,
    said(`${labels.diagram.zoomIn} push button`),
    6,
  )
  // The zoom level, an <output> (a status), said with its label (RGAA 11.1) when « Zoom avant » changes it.
  const level = `${labels.diagram.zoomLevel} ${Math.round(ZOOM_STEP * 100)}`
  const zoomed = orca.press("Return")
  await orca.heard(`« ${level} % »`, said(level), zoomed)
  await orca.pressUntil("Tab", `« ${labels.diagram.stepsHeading} »`, said(labels.diagram.stepsHeading), 12)
  const closing = orca.press("Escape")
  await orca.heard(`« ${opener} » once the dialog is closed`, said(opener), closing)
})

void test("a route change: Orca says the page announcement with the new page's title", async () => {
  await orca.open("/")
  await orca.heard("que l’accueil est chargé", said("Finished loading"), 0)
  await sleep(1_000)
  const target = navigation[1]
  const { header } = readContent("nos-activites.json")
  await orca.pressUntil("Tab", `« ${target.label} link »`, said(`${target.label} link`))
  const since = orca.press("Return")
  await orca.heard(`« ${labels.routeAnnouncement} … »`, said(`${labels.routeAnnouncement} ${header.title}`), since)
})

void test("the menu on a narrow window: Orca says its button collapsed, then expanded, then the first link", async () => {
  const loaded = await orca.open(processPage)
  await orca.heard("que la page est rechargée", said(`Finished loading ${process_.seo.title}`), loaded)
  for (let step = 0; step < 8; step += 1) orca.press("ctrl+plus")
  await sleep(1_500)
  await orca.pressUntil("Tab", `« ${labels.menuButton} collapsed »`, saysAll(labels.menuButton, "collapsed"))
  const since = orca.press("Return")
  await orca.heard("« expanded »", said("expanded"), since)
  const next = orca.press("Tab")
  await orca.heard(`« ${navigation[0].label} link »`, saysAll(navigation[0].label, "link"), next)
})

void test("« Vérifier un rapport »: Orca says the file field by its label, then the result as a status message", async () => {
  // In the session's home (HOME), typed as ~/rapport.pdf: short, nothing else there for completion to offer.
  writeFileSync(join(orca.dir, "home", "rapport.pdf"), "%PDF-1.4\n%%EOF\n")
  const loaded = await orca.open("/verifier-un-rapport")
  await orca.heard("que la page est chargée", said(`Finished loading ${register.seo.title}`), loaded)
  await orca.pressUntil("Tab", `« ${register.check.fileLabel} »`, said(register.check.fileLabel))
  // Firefox's file chooser (GTK): its location field, opened by Ctrl+L before typing (the first key typed in
  // the file list, which opens it too, was lost once in four passes), takes the file's path.
  const chooser = orca.press("space")
  await orca.heard("le sélecteur de fichier", said("Files"), chooser)
  await orca.quiet()
  const location = orca.press("ctrl+l")
  await orca.heard("son champ « Location »", said("Location"), location)
  await orca.quiet()
  orca.type("~/rapport.pdf")
  await sleep(1_000)
  const since = orca.press("Return")
  await orca.heard(`« ${register.check.notFound} »`, said(register.check.notFound), since, 15_000)
})
