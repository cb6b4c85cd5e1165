import type { IssuedReport } from "../components/report-entry"

/** « 15/10/2026 » → « 2026-10-15 » (ISO 8601, what schema.org dates are). */
export const isoDate = (date: string) => date.split("/").reverse().join("-")

/**
 * schema.org `Report` of one issued report (issue 48, point 6): its number, its date, its publisher (the
 * organisation the Seo component describes, by its @id), and its PDF as a `MediaObject` with its SHA-256,
 * for a search engine or a bank's tooling.
 */
export function reportJsonLd(report: IssuedReport, site: { siteUrl: string; name: string }, pathname: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Report",
    "@id": `${site.siteUrl}${pathname}`,
    url: `${site.siteUrl}${pathname}`,
    identifier: report.number,
    reportNumber: report.number,
    name: `${report.number} : ${report.subject}`,
    about: report.subject,
    temporalCoverage: report.period,
    datePublished: isoDate(report.issued),
    inLanguage: "fr-FR",
    publisher: { "@type": "Organization", "@id": `${site.siteUrl}/#organisation`, name: site.name },
    encoding: { "@type": "MediaObject", encodingFormat: "application/pdf", sha256: report.sha256 },
  }
}
