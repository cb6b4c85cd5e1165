import * as React from "react"
import { useAccreditation } from "../hooks/use-accreditation"
import { termsArticles } from "../utils/documents"
// Imports in the order their styles must cascade, the same on every page (mini-css-extract-plugin).
import { ContentError } from "./content-error"
import { LegalSection } from "./legal-section"
import { PageHeader } from "./page-header"
import { DocumentInfo } from "./document-info"
import * as styles from "./terms-of-sale.module.css"

/**
 * The document's reference fields and PDF link, then its seven articles: the first opens with the
 * missions they govern, the last closes with the statuses of site.json (src/utils/documents.ts). Prints as a clean document.
 */
export function TermsOfSale({ page }: { page: Queries.TermsOfSalePageQuery["page"] }) {
  const accreditation = useAccreditation()
  if (!page || !accreditation) return <ContentError />
  return (
    <>
      <PageHeader header={page.header} />
      <DocumentInfo document={page.document} withPdf />
      <article className={styles.document}>
        {termsArticles(page.sections, page.scope, accreditation.statuses, accreditation.statement.text).map(section => (
          <LegalSection key={section.title} section={section} />
        ))}
      </article>
    </>
  )
}
