/** @jest-environment node */
import { failureCause } from "../../service/build-output"

test("a Gatsby failure is told from its first error line, without colours, not from the tail of its stack list", () => {
  const frames = Array.from({ length: 40 }, (_, i) => `  - file-${i}.ts:${i}\n    site/src/file-${i}.ts:${i}:1`)
  const output = [
    "success Writing page-data.json files - 0.033s",
    '\u001b[31merror\u001b[39m Building static HTML failed for path "/404"',
    "WebpackError: The result of this StaticQuery could not be fetched.",
    ...frames,
  ].join("\n")
  const cause = failureCause(output)
  expect(cause.split("\n")[0]).toBe('error Building static HTML failed for path "/404"')
  expect(cause).toContain("The result of this StaticQuery could not be fetched.")
  expect(cause).not.toContain("file-39.ts")
})

test("the content check's French lines are the cause when the check refuses", () => {
  const output = "Vérification du contenu…\n✗ data/accueil.json › founders.title : ce champ est obligatoire.\n"
  expect(failureCause(output)).toBe("✗ data/accueil.json › founders.title : ce champ est obligatoire.")
})

test("without a recognised error line, the last lines are kept", () => {
  const output = Array.from({ length: 30 }, (_, i) => `ligne ${i}`).join("\n")
  const cause = failureCause(output).split("\n")
  expect(cause).toHaveLength(15)
  expect(cause.at(-1)).toBe("ligne 29")
})
