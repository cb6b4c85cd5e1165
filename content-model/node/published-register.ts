import { createHash } from "node:crypto"
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import QRCode from "qrcode"
import type { Content } from "../model"

type Register = Content<"rapports.json">

/** Where the register is published for tools that check reports in bulk, and its fingerprint beside it. */
export const registerPath = "rapports/registre.json"
/** A report's page (trailingSlash "never", as src/components/report-entry.tsx's reportPath). */
export const reportRoute = (number: string) => `/rapports/${number}`
/** The QR code of a report's address, for its cover: beside its page. */
export const qrRoute = (number: string) => `/rapports/${number}/code-qr.svg`

/** A specimen of a report the site publishes (plugins/pdf-documents/specimen-pdfs.ts): no issued report. */
export interface Specimen {
  reference: string
  title: string
  /** The path of its PDF on the site. */
  pdf: string
  sha256: string
}

/**
 * The register as published: the reports, with the publisher and each one's address, nothing of the page's
 * texts; then, apart, the specimens, of nature « specimen », which no tool may count among the reports.
 */
export function publishedRegister(
  register: Register,
  site: { name: string; siteUrl: string },
  specimens: readonly Specimen[] = [],
) {
  return {
    publisher: site.name,
    url: `${site.siteUrl}/verifier-un-rapport`,
    reports: register.reports.map(report => ({ ...report, url: `${site.siteUrl}${reportRoute(report.number)}` })),
    specimens: specimens.map(({ reference, title, pdf, sha256 }) => ({
      reference,
      nature: "specimen",
      title,
      sha256,
      url: `${site.siteUrl}${pdf}`,
    })),
  }
}

/** `sha256sum`'s own format, so `sha256sum -c registre.json.sha256` checks the downloaded file. */
export const fingerprintLine = (bytes: string) =>
  `${createHash("sha256").update(bytes).digest("hex")}  ${path.basename(registerPath)}\n`

/**
 * Writes, into public/, the register as JSON (the specimens apart) with its fingerprint, and each report's QR code as SVG
 * (the library `qrcode`, error correction M: a printed cover stays readable with a stain or a fold).
 */
export async function writeReportFiles(
  dataDir: string,
  publicDir: string,
  specimens: readonly Specimen[] = [],
): Promise<string[]> {
  const register = JSON.parse(readFileSync(path.join(dataDir, "rapports.json"), "utf8")) as Register
  const site = JSON.parse(readFileSync(path.join(dataDir, "site.json"), "utf8")) as Content<"site.json">
  const written: string[] = []
  const write = (relative: string, text: string) => {
    const file = path.join(publicDir, relative)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, text)
    written.push(file)
  }
  const json = `${JSON.stringify(publishedRegister(register, site, specimens), null, 2)}\n`
  write(registerPath, json)
  write(`${registerPath}.sha256`, fingerprintLine(json))
  for (const { number } of register.reports) {
    const svg = await QRCode.toString(`${site.siteUrl}${reportRoute(number)}`, {
      type: "svg",
      errorCorrectionLevel: "M",
      margin: 4,
    })
    write(qrRoute(number).slice(1), svg)
  }
  return written
}
