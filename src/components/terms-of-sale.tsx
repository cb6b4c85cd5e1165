import * as React from "react"
import { ContentError } from "./content-error"
import { LegalSection } from "./legal-section"
import { PageHeader } from "./page-header"
import * as styles from "./terms-of-sale.module.css"

/** The document's reference fields, then its seven articles. Prints as a clean document. */
export function TermsOfSale({ page }: { page: Queries.TermsOfSalePageQuery["page"] }) {
  if (!page) return <ContentError />
  return (
    <>
      <PageHeader header={page.header} />
      <article className={styles.document}>
        <dl className={styles.fields}>
          {page.document.map(field => (
            <div key={field.label} className={styles.field}>
              <dt>{field.label}</dt>
              <dd>{field.value}</dd>
            </div>
          ))}
        </dl>
        {page.sections.map(section => (
          <LegalSection key={section.title} section={section} />
        ))}
      </article>
    </>
  )
}
