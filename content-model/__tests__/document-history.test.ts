/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process"
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import {
  isRecordedState,
  checkDocumentVersion,
  checkHistoryInGit,
  checkVersionReuse,
  committedContent,
  contentAtVersion,
  versionsInGit,
} from "../node/document-history"
import { checkHistoryOrder } from "../history-order"
import { projectRoot } from "../node/project-root"
import { formatProblem } from "../report"
import { validateContent } from "../node/validate"

// Fixtures, not data/: a document of two paragraphs, in the shape of every versioned file.
const document = (
  version: string,
  edition: string,
  text: string,
  history?: { version: string; edition: string }[],
) => ({
  $schema: "./schemas/x.schema.json",
  header: { title: "Procédure fictive" },
  document: { reference: "F_0.0_00_00", version, edition, ...(history ? { history } : {}) },
  paragraphs: ["Premier paragraphe.", text],
})
const problems = (current: unknown, committed: unknown) =>
  checkDocumentVersion(current, committed).map(found => `${found.path.join(".")}: ${found.problem}`)

describe("checkHistoryOrder", () => {
  const order = (version: string, edition: string, history: [string, string][]) =>
    checkHistoryOrder(
      document(
        version,
        edition,
        "Texte.",
        history.map(([listed, date]) => ({ version: listed, edition: date })),
      ),
    ).map(found => `${found.path.join(".")}: ${found.problem}`)

  it("accepts previous versions from the newest to the oldest, older ones possibly left out", () => {
    expect(
      order("04", "27/11/2026", [
        ["03", "25/11/2026"],
        ["02", "19/08/2025"],
      ]),
    ).toEqual([])
    expect(order("01", "19/08/2025", [])).toEqual([])
  })

  it("refuses 05, 03, 02, 04 (out of order, 04 missing where it belongs) and a gap", () => {
    const said = "versions précédentes dans le désordre ou incomplètes"
    expect(
      order("05", "28/11/2026", [
        ["03", "25/11/2026"],
        ["02", "19/08/2025"],
        ["04", "27/11/2026"],
      ]),
    ).toEqual([`document.history.0.version: ${said}`])
    expect(
      order("05", "28/11/2026", [
        ["04", "27/11/2026"],
        ["02", "19/08/2025"],
      ]),
    ).toEqual([`document.history.1.version: ${said}`])
  })

  it("refuses an older version edited after a newer one", () => {
    expect(order("03", "20/11/2026", [["02", "21/11/2026"]])).toEqual([
      "document.history.0.edition: date d’édition postérieure à celle de la version suivante",
    ])
  })
})

describe("checkDocumentVersion", () => {
  const committed = document("02", "20/11/2026", "Texte publié.", [{ version: "01", edition: "19/08/2025" }])

  it("accepts a document whose text has not changed (a changed date is checkPublishedDates' concern)", () => {
    expect(problems(committed, committed)).toEqual([])
    expect(problems({ ...committed, document: { ...committed.document, edition: "25/11/2026" } }, committed)).toEqual(
      [],
    )
  })

  it("asks for a new version and a new edition date when the text changed", () => {
    const edited = document("02", "20/11/2026", "Texte modifié.", [{ version: "01", edition: "19/08/2025" }])
    expect(problems(edited, committed)).toEqual([
      "document.version: texte modifié sans nouvelle version",
      "document.edition: texte modifié sans nouvelle date d’édition",
    ])
    const [version] = checkDocumentVersion(edited, committed)
    expect(version.hint).toBe(
      "passez la version à « 03 », datez l’édition du jour et ajoutez la version 02 (édition du 20/11/2026) à « history »",
    )
  })

  it("asks for the replaced version in the history once the version changes", () => {
    const bumped = document("03", "27/11/2026", "Texte modifié.", [{ version: "01", edition: "19/08/2025" }])
    expect(problems(bumped, committed)).toEqual(["document.history: version précédente absente de l’historique"])
    const complete = document("03", "27/11/2026", "Texte modifié.", [
      { version: "02", edition: "20/11/2026" },
      { version: "01", edition: "19/08/2025" },
    ])
    expect(problems(complete, committed)).toEqual([])
  })

  it("refuses a version before the last one recorded", () => {
    const older = document("01", "27/11/2026", "Texte modifié.", [{ version: "02", edition: "20/11/2026" }])
    expect(problems(older, committed)).toEqual(["document.version: version antérieure à la dernière enregistrée"])
  })

  it("says nothing without a committed state (a new file, or no git)", () => {
    expect(problems(committed, undefined)).toEqual([])
  })
})

describe("checkHistoryInGit", () => {
  it("names each listed version git does not hold", () => {
    const current = document("03", "27/11/2026", "Texte.", [
      { version: "02", edition: "20/11/2026" },
      { version: "01", edition: "19/08/2025" },
    ])
    const found = checkHistoryInGit(current, version => version === "02")
    expect(found.map(problem => [problem.path.join("."), problem.problem])).toEqual([
      ["document.history.1.version", "version introuvable dans l’historique"],
    ])
  })
})

describe("reading the committed states from git", () => {
  let repo: string
  const data = () => path.join(repo, "data")
  const write = (content: unknown) => writeFileSync(path.join(data(), "doc.json"), JSON.stringify(content, null, 2))
  const git = (...args: string[]) =>
    execFileSync("git", ["-C", repo, "-c", "user.name=Test", "-c", "user.email=test@example.invalid", ...args])

  beforeAll(() => {
    repo = mkdtempSync(path.join(tmpdir(), "document-history-"))
    mkdirSync(data())
    git("init", "-q")
    write(document("01", "19/08/2025", "Première version."))
    git("add", "-A")
    git("commit", "-q", "-m", "v01")
    write(document("02", "20/11/2026", "Deuxième version.", [{ version: "01", edition: "19/08/2025" }]))
    git("commit", "-q", "-am", "v02")
    write(document("02", "20/11/2026", "Modifiée sans nouvelle version.", [{ version: "01", edition: "19/08/2025" }]))
  })
  afterAll(() => rmSync(repo, { recursive: true, force: true }))

  it("compares the file on disk with its last commit", () => {
    const committed = committedContent(data(), "doc.json")
    expect(committed).toEqual(
      document("02", "20/11/2026", "Deuxième version.", [{ version: "01", edition: "19/08/2025" }]),
    )
    expect(problems(JSON.parse(JSON.stringify(document("02", "20/11/2026", "Autre.", []))), committed)).toContain(
      "document.version: texte modifié sans nouvelle version",
    )
  })

  it("finds each committed version, and the text it had", () => {
    expect([...(versionsInGit(data(), "doc.json") ?? [])].sort()).toEqual(["01", "02"])
    expect(contentAtVersion(data(), "doc.json", "01")?.paragraphs).toEqual(["Premier paragraphe.", "Première version."])
    expect(contentAtVersion(data(), "doc.json", "03")).toBeUndefined()
  })

  it("knows a state git recorded for its version, which an undo restores, from an edit of it", () => {
    const second = document("02", "20/11/2026", "Deuxième version.", [{ version: "01", edition: "19/08/2025" }])
    expect(isRecordedState(data(), "doc.json", second)).toBe(true)
    // Not only the last state of a version: an undo can restore an earlier one.
    git("commit", "-q", "-am", "v02 edited in place")
    expect(isRecordedState(data(), "doc.json", second)).toBe(true)
    git("reset", "-q", "--soft", "HEAD~1")
    expect(isRecordedState(data(), "doc.json", document("01", "19/08/2025", "Première version."))).toBe(true)
    expect(isRecordedState(data(), "doc.json", { ...second, paragraphs: ["Modifiée."] })).toBe(false)
    expect(isRecordedState(data(), "doc.json", document("03", "21/11/2026", "Deuxième version."))).toBe(false)
  })

  it("refuses a number a withdrawn publication carried for another text, and not the text it carried", () => {
    const v03 = (text: string) =>
      document("03", "22/11/2026", text, [
        { version: "02", edition: "20/11/2026" },
        { version: "01", edition: "19/08/2025" },
      ])
    write(v03("Troisième version."))
    git("commit", "-q", "-am", "v03")
    git("revert", "--no-edit", "HEAD") // the publication undone: git is back at v02
    const reuse = (current: ReturnType<typeof v03>) =>
      checkVersionReuse(
        current,
        committedContent(data(), "doc.json"),
        contentAtVersion(data(), "doc.json", current.document.version),
        versionsInGit(data(), "doc.json") ?? new Set(),
      )
    const [found, ...others] = reuse(v03("Une autre troisième version."))
    expect(others).toEqual([])
    expect(found).toMatchObject({ path: ["document", "version"], severity: "error" })
    expect(found.hint).toContain("« 04 »")
    expect(reuse(v03("Troisième version."))).toEqual([]) // publishing again what was withdrawn
    expect(reuse({ ...v03("Une autre troisième version."), document: { ...v03("").document, version: "04" } })).toEqual(
      [],
    )
    git("reset", "-q", "--hard", "HEAD~2")
    write(document("02", "20/11/2026", "Modifiée sans nouvelle version.", [{ version: "01", edition: "19/08/2025" }]))
  })

  it("skips, without an error, a folder git does not know", () => {
    const outside = mkdtempSync(path.join(tmpdir(), "no-git-"))
    try {
      writeFileSync(path.join(outside, "doc.json"), JSON.stringify(document("01", "19/08/2025", "Texte.")))
      expect(committedContent(outside, "doc.json")).toBeUndefined()
      expect(versionsInGit(outside, "doc.json")).toBeUndefined()
    } finally {
      rmSync(outside, { recursive: true, force: true })
    }
  })
})

describe("validateContent, which the build, npm run check and the hosted editor's save guard call", () => {
  it("tells the editor in French that a changed document needs a new version and edition date", () => {
    const repo = mkdtempSync(path.join(tmpdir(), "document-control-"))
    const git = (...args: string[]) =>
      execFileSync("git", ["-C", repo, "-c", "user.name=Test", "-c", "user.email=test@example.invalid", ...args])
    try {
      cpSync(path.join(projectRoot, "data"), path.join(repo, "data"), { recursive: true })
      git("init", "-q")
      git("add", "-A")
      git("commit", "-q", "-m", "published")
      const file = path.join(repo, "data", "politique-impartialite.json")
      const policy = JSON.parse(readFileSync(file, "utf8")) as { paragraphs: string[] }
      policy.paragraphs[0] = `${policy.paragraphs[0]} Phrase ajoutée.`
      writeFileSync(file, JSON.stringify(policy, null, 2))
      const lines = validateContent(path.join(repo, "data"), { pagesDir: path.join(projectRoot, "src", "pages") })
        .filter(problem => problem.severity === "error" && problem.file === "politique-impartialite.json")
        .map(formatProblem)
        // A one-commit copy holds none of the previous versions: that check is the unit tests' above.
        .filter(line => !line.includes("› history ›"))
      expect(lines).toEqual([
        expect.stringMatching(
          /^✗ politique-impartialite\.json › document › version .*Texte modifié sans nouvelle version/,
        ),
        expect.stringMatching(
          /^✗ politique-impartialite\.json › document › edition .*Texte modifié sans nouvelle date/,
        ),
      ])
    } finally {
      rmSync(repo, { recursive: true, force: true })
    }
  })
})
