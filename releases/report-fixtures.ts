/*
 * The fictional register of issued reports the second release is built with (releases/second-release.ts),
 * so the browser specs of « Vérifier un rapport » (releases/e2e/report-check.spec.ts) check real PDFs against a
 * real build without a build of their own: today data/rapports.json lists no report. Run by the second
 * release's build in its copy of the project: `tsx releases/report-fixtures.ts <copy> <folder for the PDFs>`.
 */
import { createHash } from "node:crypto"
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import PDFDocument from "pdfkit"
import type { Content } from "../content-model/model"

type Report = Content<"rapports.json">["reports"][number]

/** The fictional reports: one valid with its client's name, one withdrawn, one replaced by the valid one. */
export const FIXTURE_REPORTS = {
  valid: "VV-2026-003",
  withdrawn: "VV-2026-002",
  replaced: "VV-2026-001",
} as const

const entries: Omit<Report, "sha256">[] = [
  {
    number: FIXTURE_REPORTS.valid,
    issued: "20/11/2026",
    type: "verification_volontaire",
    standard: "ISAE 3410",
    assurance: "limitee",
    subject: "L’inventaire des émissions de gaz à effet de serre (scopes 1 et 2)",
    period: "Exercice 2025",
    status: "valide",
    clientAgreed: true,
    clientName: "Fromagerie fictive des Monts",
  },
  {
    number: FIXTURE_REPORTS.withdrawn,
    issued: "02/11/2026",
    type: "verification_volontaire",
    standard: "ISAE 3000 (révisée)",
    assurance: "limitee",
    subject: "Une sélection d’indicateurs sociaux",
    period: "Exercice 2025",
    status: "retire",
    statusDate: "10/11/2026",
    clientAgreed: false,
  },
  {
    number: FIXTURE_REPORTS.replaced,
    issued: "15/10/2026",
    type: "verification_volontaire",
    standard: "ISAE 3410",
    assurance: "limitee",
    subject: "L’inventaire des émissions de gaz à effet de serre (scopes 1 et 2)",
    period: "Exercice 2025",
    status: "remplace",
    statusDate: "20/11/2026",
    replacedBy: FIXTURE_REPORTS.valid,
    clientAgreed: false,
  },
]

/** A one-page PDF standing for an issued report (pdfkit). */
function reportPdf(number: string): Promise<Buffer> {
  return new Promise(resolve => {
    const document = new PDFDocument({ info: { Title: `Rapport ${number} (fictif)` } })
    const chunks: Buffer[] = []
    document.on("data", (chunk: Buffer) => chunks.push(chunk))
    document.on("end", () => resolve(Buffer.concat(chunks)))
    document.text(`Rapport de vérification volontaire ${number}. Document fictif, pour les tests.`)
    document.end()
  })
}

/** Writes each fictional report's PDF into `pdfDir` and the register of their fingerprints into `project`'s data/. */
export async function writeReportFixtures(project: string, pdfDir: string) {
  mkdirSync(pdfDir, { recursive: true })
  const reports: Report[] = []
  for (const entry of entries) {
    const pdf = await reportPdf(entry.number)
    writeFileSync(path.join(pdfDir, `${entry.number}.pdf`), pdf)
    reports.push({ ...entry, sha256: createHash("sha256").update(pdf).digest("hex") })
  }
  const file = path.join(project, "data", "rapports.json")
  const register = JSON.parse(readFileSync(file, "utf8")) as Content<"rapports.json">
  writeFileSync(file, `${JSON.stringify({ ...register, reports }, null, 2)}\n`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const [project, pdfDir] = process.argv.slice(2)
  void writeReportFixtures(project, pdfDir)
}
