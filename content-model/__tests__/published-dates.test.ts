/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process"
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { checkPublishedDates, publishedDates } from "../node/document-history"
import { projectRoot } from "../node/project-root"
import { formatProblem } from "../report"
import { validateContent } from "../node/validate"

// Issue 44, point 13: a published version keeps its dates. Fixtures, not data/: a versioned document.
interface Version {
  version: string
  edition: string
  inForce?: string
}
const document = (current: Version, history: Version[] = []) => ({
  header: { title: "Procédure fictive" },
  document: { reference: "F_0.0_00_00", ...current, history },
  paragraphs: [`Texte de la version ${current.version}.`],
})
const found = (current: unknown, published: Map<string, { edition: string; inForce?: string }>) =>
  checkPublishedDates(current, published).map(problem => [problem.path.join("."), problem.problem])

describe("checkPublishedDates", () => {
  const published = new Map([
    ["01", { edition: "19/08/2025", inForce: "1er septembre 2025" }],
    ["02", { edition: "20/11/2026" }],
  ])

  it("accepts the dates each version was published with, and a version not published yet", () => {
    const current = document({ version: "03", edition: "28/11/2026" }, [
      { version: "02", edition: "20/11/2026", inForce: "20 novembre 2026" },
      { version: "01", edition: "19/08/2025", inForce: "1er septembre 2025" },
    ])
    expect(found(current, published)).toEqual([])
  })

  it("refuses an edition date rewritten after publication, for the current version and in the history", () => {
    expect(found(document({ version: "02", edition: "25/11/2026" }), published)).toEqual([
      ["document.edition", "date d’édition d’une version publiée modifiée"],
    ])
    const current = document({ version: "03", edition: "28/11/2026" }, [
      { version: "02", edition: "25/11/2026", inForce: "25 novembre 2026" },
      { version: "01", edition: "19/08/2025", inForce: "1er septembre 2025" },
    ])
    const [problem, ...others] = checkPublishedDates(current, published)
    expect(others).toEqual([])
    expect(formatProblem({ file: "doc.json", ...problem })).toBe(
      "✗ doc.json › document › history › [0] › edition : Date d’édition d’une version publiée modifiée. Attendu : la date d’édition sous laquelle la version 02 a été publiée, le 20/11/2026 : une version publiée garde sa date d’édition (ISO/IEC 17020, § 8.3) ; trouvé : « 25/11/2026 ». Remettez « 20/11/2026 » ; si le texte a changé, publiez-le comme une nouvelle version, avec sa propre date.",
    )
  })

  it("refuses a published date of entry into force that changed", () => {
    const current = document({ version: "02", edition: "20/11/2026" }, [
      { version: "01", edition: "19/08/2025", inForce: "1er octobre 2025" },
    ])
    expect(found(current, published)).toEqual([
      ["document.history.0.inForce", "date d’entrée en vigueur d’une version publiée modifiée"],
    ])
  })
})

describe("publishedDates, read from git", () => {
  let repo: string
  const git = (...args: string[]) =>
    execFileSync("git", ["-C", repo, "-c", "user.name=Test", "-c", "user.email=test@example.invalid", ...args])
  const write = (content: unknown) =>
    writeFileSync(path.join(repo, "data", "doc.json"), JSON.stringify(content, null, 2))

  beforeAll(() => {
    repo = mkdtempSync(path.join(tmpdir(), "published-dates-"))
    mkdirSync(path.join(repo, "data"))
    git("init", "-q")
    write(document({ version: "01", edition: "19/08/2025", inForce: "1er septembre 2025" }))
    git("add", "-A")
    git("commit", "-q", "-m", "v01")
    write(document({ version: "01", edition: "20/08/2025", inForce: "1er septembre 2025" }))
    git("commit", "-q", "-am", "v01, its date rewritten")
    write(document({ version: "02", edition: "20/11/2026" }, [{ version: "01", edition: "20/08/2025" }]))
    git("commit", "-q", "-am", "v02")
  })
  afterAll(() => rmSync(repo, { recursive: true, force: true }))

  it("keeps, for each version, the dates of the first commit that carried it", () => {
    expect(publishedDates(path.join(repo, "data"), "doc.json")).toEqual(
      new Map([
        ["01", { edition: "19/08/2025", inForce: "1er septembre 2025" }],
        ["02", { edition: "20/11/2026", inForce: undefined }],
      ]),
    )
  })
})

describe("validateContent, at save time", () => {
  it("tells the editor in French that a published edition date cannot change", () => {
    const repo = mkdtempSync(path.join(tmpdir(), "published-dates-data-"))
    const git = (...args: string[]) =>
      execFileSync("git", ["-C", repo, "-c", "user.name=Test", "-c", "user.email=test@example.invalid", ...args])
    try {
      cpSync(path.join(projectRoot, "data"), path.join(repo, "data"), { recursive: true })
      git("init", "-q")
      git("add", "-A")
      git("commit", "-q", "-m", "published")
      const file = path.join(repo, "data", "politique-impartialite.json")
      const text = readFileSync(file, "utf8")
      const { version, edition } = (JSON.parse(text) as { document: { version: string; edition: string } }).document
      // An earlier day than the one published, so that the entry into force does not precede it.
      const rewritten = `01${edition.slice(2)}`
      expect(rewritten).not.toBe(edition)
      writeFileSync(file, text.replace(`"edition": "${edition}"`, `"edition": "${rewritten}"`))
      const line = text.slice(0, text.indexOf(`"edition": "${edition}"`)).split("\n").length
      const lines = validateContent(path.join(repo, "data"), { pagesDir: path.join(projectRoot, "src", "pages") })
        // The refusals only: a granted status adds warnings on texts to rewrite, whatever state data/ is in.
        .filter(problem => problem.file === "politique-impartialite.json" && problem.severity === "error")
        .map(formatProblem)
        // A one-commit copy holds none of the previous versions: that check is document-history.test.ts's.
        .filter(line => !line.includes("› history ›"))
      expect(lines).toEqual([
        `✗ politique-impartialite.json › document › edition (ligne ${line}) : Date d’édition d’une version publiée modifiée. Attendu : la date d’édition sous laquelle la version ${version} a été publiée, le ${edition} : une version publiée garde sa date d’édition (ISO/IEC 17020, § 8.3) ; trouvé : « ${rewritten} ». Remettez « ${edition} » ; si le texte a changé, publiez-le comme une nouvelle version, avec sa propre date.`,
      ])
    } finally {
      rmSync(repo, { recursive: true, force: true })
    }
  })
})
