import { expect, test, type Page } from "@playwright/test"
import { diagramLabels } from "./helpers"
import { fieldLabelFailures } from "./rgaa-form-verdicts"
import { detailedDescriptionFailures } from "./rgaa-image-verdicts"

// The verdict tests (rgaa-verdicts.spec.ts) against pages made for them, in Chromium: each failure the RGAA
// describes must come out non-conformant, each technique it accepts conformant. Without these, a verdict test
// that looked at less than the RGAA's test (as 1.6 and 11.1 did until 2 December 2026) would pass the site.

const pointer = diagramLabels.stepsPointer
const steps = `<ol><li>Première étape</li><li>Seconde étape</li></ol>`
const NEEDING = "[data-needs-description]"

async function imageVerdict(page: Page, html: string) {
  await page.setContent(`<!doctype html><html lang="fr"><body>${html}</body></html>`)
  const { failures, count } = await detailedDescriptionFailures(page, NEEDING, pointer)
  expect(count, "une image à décrire dans la page de contrôle").toBeGreaterThan(0)
  return failures.length ? "NC" : "C"
}

const img = (attributes: string) => `<img data-needs-description src="data:," width="10" height="10" ${attributes}>`

test.describe("RGAA 1.6: each kind of image by its own test", () => {
  const cases: { name: string; html: string; verdict: "C" | "NC" }[] = [
    {
      name: "an <img> described only by aria-describedby (test 1.6.1 does not accept it)",
      html: `${img(`alt="Schéma" aria-describedby="d"`)}<div id="d">${steps}</div>`,
      verdict: "NC",
    },
    {
      name: "an <img> in a modal dialog described by a hidden passage",
      html: `<dialog open>${img(`alt="Schéma" aria-describedby="d"`)}<div id="d" hidden>${steps}</div></dialog>`,
      verdict: "NC",
    },
    {
      name: "an <img> whose alternative points to steps that are not beside it",
      html: `<section>${img(`alt="Schéma. ${pointer}"`)}</section><section><img src="data:," alt="Autre">${steps}</section>`,
      verdict: "NC",
    },
    {
      name: "an <img> whose alternative points to the adjacent steps",
      html: `<div><figure>${img(`alt="Schéma. ${pointer}"`)}</figure><div><h3>Étapes</h3>${steps}</div></div>`,
      verdict: "C",
    },
    {
      name: "an <img> in a dialog followed by its steps in a <details>",
      html: `<dialog open><div>${img(`alt="Schéma. ${pointer}"`)}</div><details><summary>Étapes</summary>${steps}</details></dialog>`,
      verdict: "C",
    },
    { name: "an <img> with a longdesc", html: img(`alt="Schéma" longdesc="#d"`), verdict: "C" },
    {
      name: "an <img> with an adjacent link to its description",
      html: `<p>${img(`alt="Schéma"`)}<a href="#d">Étapes du schéma</a></p><div id="d">${steps}</div>`,
      verdict: "C",
    },
    {
      name: "an <svg> described by aria-describedby (test 1.6.5 accepts it)",
      html: `<svg data-needs-description role="img" aria-label="Schéma" aria-describedby="d"></svg><div id="d">${steps}</div>`,
      verdict: "C",
    },
    {
      name: "an <svg> with only a name",
      html: `<svg data-needs-description role="img" aria-label="Schéma"></svg>`,
      verdict: "NC",
    },
    {
      name: "a role=img described by aria-describedby (test 1.6.10 accepts it)",
      html: `<div data-needs-description role="img" aria-label="Schéma" aria-describedby="d"></div><p id="d">Les étapes.</p>`,
      verdict: "C",
    },
    {
      name: "an <input type=image> described by aria-describedby (test 1.6.4 accepts it)",
      html: `<input data-needs-description type="image" src="data:," alt="Schéma" aria-describedby="d"><p id="d">Les étapes.</p>`,
      verdict: "C",
    },
    {
      name: "an <object> described only by aria-describedby (test 1.6.2 does not accept it)",
      html: `<object data-needs-description type="image/png" data="data:," aria-describedby="d">Schéma</object><div id="d">${steps}</div>`,
      verdict: "NC",
    },
    {
      name: "an <embed> described only by aria-describedby (test 1.6.3 does not accept it)",
      html: `<embed data-needs-description type="image/png" src="data:," aria-label="Schéma" aria-describedby="d"><div id="d">${steps}</div>`,
      verdict: "NC",
    },
    {
      name: "a <canvas> whose content is its description (test 1.6.7 accepts it)",
      html: `<canvas data-needs-description aria-label="Schéma">${steps}</canvas>`,
      verdict: "C",
    },
    {
      name: "a <canvas> described only by aria-describedby (test 1.6.7 does not accept it)",
      html: `<canvas data-needs-description aria-label="Schéma" aria-describedby="d"></canvas><div id="d">${steps}</div>`,
      verdict: "NC",
    },
    {
      name: "an <svg> whose aria-describedby names an empty passage (test 1.6.9)",
      html: `<svg data-needs-description role="img" aria-label="Schéma" aria-describedby="d"></svg><p id="d"></p>`,
      verdict: "NC",
    },
  ]
  for (const { name, html, verdict } of cases)
    test(`${name}: ${verdict}`, async ({ page }) => expect(await imageVerdict(page, html)).toBe(verdict))
})

test.describe("RGAA 11.1: every form field of the glossary, output, progress and meter included", () => {
  const cases: { name: string; html: string; verdict: "C" | "NC" }[] = [
    { name: "an unlabelled output", html: `<button>+</button><output>100 %</output>`, verdict: "NC" },
    { name: "an unlabelled progress", html: `<progress value="1" max="2"></progress>`, verdict: "NC" },
    { name: "an unlabelled meter", html: `<meter value="1" max="2"></meter>`, verdict: "NC" },
    { name: "an unlabelled text input", html: `<input type="text">`, verdict: "NC" },
    { name: "an unlabelled role=slider", html: `<div role="slider" aria-valuenow="1"></div>`, verdict: "NC" },
    {
      name: "a label whose for names another field (test 11.1.2)",
      html: `<label for="x">Niveau</label><output id="y">100 %</output>`,
      verdict: "NC",
    },
    {
      name: "a visually hidden label without a title (test 11.1.3)",
      html: `<style>.h{clip-path:inset(50%);position:absolute}</style><label class="h" for="z">Niveau de zoom</label><output id="z">100 %</output>`,
      verdict: "NC",
    },
    {
      name: "an output with its visible label",
      html: `<label for="z">Niveau de zoom</label> <output id="z">100 %</output>`,
      verdict: "C",
    },
    {
      name: "a file input with its label, a progress with aria-labelledby",
      html: `<label for="f">Le fichier</label><input id="f" type="file"><p id="p">Avancement</p><progress aria-labelledby="p"></progress>`,
      verdict: "C",
    },
    { name: "buttons only (not form fields)", html: `<button>Zoom avant</button><input type="submit">`, verdict: "C" },
  ]
  for (const { name, html, verdict } of cases)
    test(`${name}: ${verdict}`, async ({ page }) => {
      await page.setContent(`<!doctype html><html lang="fr"><body>${html}</body></html>`)
      const { failures } = await fieldLabelFailures(page)
      expect(failures.length ? "NC" : "C", failures.join(" ; ")).toBe(verdict)
    })
})
