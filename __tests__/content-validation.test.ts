/**
 * @jest-environment node
 */
// The content check on the broken-content fixtures (__tests__/fixtures/content/*): one per rule,
// each an overlay on the real data/, each with the exact lines the report must print.
import Ajv from "ajv"
import addFormats from "ajv-formats"
import { spawnSync } from "node:child_process"
import { readFileSync, readdirSync } from "node:fs"
import path from "node:path"
import { brokenData, dataNotGranted, fixtures, removeBrokenData, root } from "./helpers/content-fixtures"
import { statusWordingProblems } from "../content-model/status-wording"
import { jsonSchemaTexts } from "../content-model/json-schema"
import { formatProblem, formatReport } from "../content-model/report"
import { validateContent, type Problem } from "../content-model/node/validate"
import { quietDay } from "../content-model/node/date-state"

const pagesDir = path.join(root, "src/pages")
// A build date on which no page of the real content is due for review: the results do not change with the
// clock (a review falling due is tested from the page-a-relire fixture, whose page is years old).
const buildDate = quietDay(path.join(root, "data"))
const check = (dataDir: string) => validateContent(dataDir, { pagesDir, buildDate })

describe("the real content", () => {
  it("has no error, and no warning but the texts a granted status asks an editor to rewrite", () => {
    const problems = check(path.join(root, "data")).filter(problem => !statusWordingProblems.has(problem.problem))
    expect(problems.map(formatProblem)).toEqual([])
  })

  it("has no error and no warning with neither status granted, whatever state data/ is in", () => {
    expect(check(dataNotGranted()).map(formatProblem)).toEqual([])
  })
})

afterAll(removeBrokenData)

describe.each(fixtures())("fixture $name ($rule)", ({ name, expected }) => {
  let problems: Problem[] = []
  let lines: string[] = []
  beforeAll(() => {
    problems = check(brokenData([name]))
    lines = problems.map(formatProblem)
  })

  it("reports exactly the expected lines", () => {
    expect(expected.length).toBeGreaterThan(0)
    expect(lines).toEqual(expect.arrayContaining(expected))
  })

  it("says each thing once", () => {
    expect(new Set(lines).size).toBe(lines.length)
  })

  it(
    expected.some(line => line.startsWith("✗")) ? "is an error" : "is only a warning, which does not stop the build",
    () => {
      const errors = problems.filter(problem => problem.severity === "error").map(formatProblem)
      if (expected.some(line => line.startsWith("✗"))) expect(errors.length).toBeGreaterThan(0)
      else expect(errors).toEqual([])
    },
  )
})

describe("deduplication", () => {
  it("reports a misspelt field once, not also as a missing one", () => {
    const lines = check(brokenData(["champ-inconnu"])).map(formatProblem)
    expect(lines.filter(line => line.includes("› [0] › descr"))).toHaveLength(1)
  })

  it("reports a value of the wrong type once, without its text rules", () => {
    const lines = check(brokenData(["type-incorrect"])).map(formatProblem)
    expect(lines.filter(line => line.includes("› [0] › description"))).toHaveLength(1)
  })

  it("does not look for a file whose path has the wrong form", () => {
    const lines = check(brokenData(["chemin-image"])).map(formatProblem)
    expect(lines.filter(line => line.includes("› [2] › photo"))).toHaveLength(1)
  })
})

describe("every problem at once", () => {
  it("reports the problems of several broken files in one run", () => {
    const names = [
      "json-mal-forme",
      "image-introuvable",
      "navigation-page-inexistante",
      "siren-luhn",
      "valeur-non-prevue",
    ]
    const lines = check(brokenData(names)).map(formatProblem)
    for (const name of names)
      expect(lines).toEqual(expect.arrayContaining(fixtures().find(f => f.name === name)!.expected))
  })
})

describe("npm run check", () => {
  const run = (dataDir?: string, ...options: string[]) =>
    spawnSync(
      path.join(root, "node_modules/.bin/tsx"),
      ["scripts/check.ts", ...(dataDir ? [dataDir] : []), ...options],
      {
        cwd: root,
        encoding: "utf8",
        env: { ...process.env, SITE_BUILD_DATE: buildDate },
      },
    )

  it("stops, in French, on a build date that is not a day of the calendar, before reading anything", () => {
    const result = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/check.ts"], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, SITE_BUILD_DATE: "2027-02-30" },
    })
    expect(result.stdout).toBe(
      "✗ SITE_BUILD_DATE : date illisible « 2027-02-30 ». Attendu : une date du calendrier au format AAAA-MM-JJ, par exemple 2026-12-20, ou rien pour la date du jour à Paris.\n",
    )
    expect(result.status).toBe(1)
  })

  it("prints the library's report and exits with 0 on the real content", () => {
    const result = run()
    expect(result.stdout).toBe(formatReport(check(path.join(root, "data"))))
    expect(result.status).toBe(0)
  })

  it("prints « Contenu valide. » and exits with 0 on valid content without warnings", () => {
    const result = run(dataNotGranted())
    expect(result.stdout).toBe("Contenu valide.\n")
    expect(result.status).toBe(0)
  })

  it("prints every problem and a summary, and exits with 1, on broken content", () => {
    const names = ["champ-manquant", "navigation-quatre-liens", "tva-saisie", "typographie"]
    const expected = names.flatMap(name => fixtures().find(f => f.name === name)!.expected)
    const result = run(dataNotGranted(names))
    const lines = result.stdout.split("\n")
    expect(lines).toEqual(expect.arrayContaining(expected))
    expect(result.stdout).toMatch(
      /^8 erreurs dans data\/\. Corrigez les erreurs puis relancez ; l’aide est dans data\/README\.md\.$/m,
    )
    expect(result.status).toBe(1)
    expect(result.stderr).not.toMatch(/\n\s+at /)
  })

  it("with --corriger, corrects the typography that has one correct form in place, says where, then finds it valid", () => {
    const dataDir = dataNotGranted(["typographie"])
    const before = readFileSync(path.join(dataDir, "accueil.json"), "utf8")
    const result = run(dataDir, "--corriger")
    expect(result.stdout).toMatch(
      /^✎ accueil\.json › aboutIntro \(ligne 12\) : typographie corrigée \(.*apostrophe droite.*\)\.$/m,
    )
    expect(result.stdout).toMatch(/^Contenu valide\.$/m)
    expect(result.status).toBe(0)
    const after = readFileSync(path.join(dataDir, "accueil.json"), "utf8")
    const changed = after.split("\n").filter((line, index) => line !== before.split("\n")[index])
    expect(changed).toEqual([expect.stringContaining('"aboutIntro": "Trois associés\u00a0: une même exigence')])
  })

  it("exits with 0 when there are only warnings", () => {
    const result = run(dataNotGranted(["lien-schema"]))
    expect(result.stdout).toMatch(
      /^Contenu valide, avec 1 avertissement \(il n’empêche pas de construire le site\)\.$/m,
    )
    expect(result.status).toBe(0)
  })
})

describe("data/README.md", () => {
  it("shows the very report `npm run check` prints for its example (« Lire un message d’erreur »)", () => {
    const guide = readFileSync(path.join(root, "data/README.md"), "utf8")
    const report = formatReport(check(dataNotGranted(["exemple-du-guide"])))
    expect(guide).toContain(`\`\`\`text\n${report}\`\`\``)
  })
})

describe("the report", () => {
  it("says when the build stopped and that public/ is intact", () => {
    const report = formatReport(check(dataNotGranted(["siren-luhn"])), { stopping: "build" })
    expect(report).toContain(
      "1 erreur dans data/. Le site n’a pas été construit : le dernier site construit (public/) reste intact. Corrigez les erreurs puis relancez ; l’aide est dans data/README.md.",
    )
  })
})

describe("data/schemas/*.schema.json", () => {
  const schemasDir = path.join(root, "data/schemas")

  it("are exactly what `npm run schemas` writes from the model", () => {
    const texts = jsonSchemaTexts()
    expect(readdirSync(schemasDir).sort()).toEqual(Object.keys(texts).sort())
    for (const [name, text] of Object.entries(texts))
      expect([name, readFileSync(path.join(schemasDir, name), "utf8")]).toEqual([name, text])
  })

  // What VS Code and other editors do with `$schema`: a plain JSON Schema validator with the standard
  // formats (`email`, `uri`), no custom rule.
  const editorView = (file: string) =>
    addFormats(new Ajv({ allErrors: true, strict: false })).compile(
      JSON.parse(readFileSync(path.join(schemasDir, file.replace(".json", ".schema.json")), "utf8")),
    )

  it("let an editor's tool accept every real data file", () => {
    for (const file of readdirSync(path.join(root, "data")).filter(name => name.endsWith(".json"))) {
      const validate = editorView(file)
      expect([
        file,
        validate(JSON.parse(readFileSync(path.join(root, "data", file), "utf8"))),
        validate.errors,
      ]).toEqual([file, true, null])
    }
  })

  it("let an editor's tool underline a typo, a missing field and a wrong type", () => {
    const validate = editorView("fondateurs.json")
    // Deliberately wrong: a typo'd field name and a number where the model wants text.
    const founders = JSON.parse(readFileSync(path.join(root, "data/fondateurs.json"), "utf8")) as {
      items: Record<string, unknown>[]
    }
    const { description, ...rest } = founders.items[0]
    founders.items[0] = { ...rest, descripion: description, role: 42 }
    expect(validate(founders)).toBe(false)
    expect(validate.errors?.map(error => [error.instancePath, error.keyword])).toEqual(
      expect.arrayContaining([
        ["/items/0", "required"],
        ["/items/0", "additionalProperties"],
        ["/items/0/role", "type"],
      ]),
    )
  })

  it("point every data file at its schema", () => {
    for (const file of readdirSync(path.join(root, "data")).filter(name => name.endsWith(".json"))) {
      expect([
        file,
        (JSON.parse(readFileSync(path.join(root, "data", file), "utf8")) as { $schema?: string }).$schema,
      ]).toEqual([file, `./schemas/${file.replace(".json", ".schema.json")}`])
    }
  })
})
