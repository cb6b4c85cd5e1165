import * as React from "react"
import { useAccreditation } from "../hooks/use-accreditation"
// Imports in the order their styles must cascade, the same on every page (mini-css-extract-plugin).
import { ContentError } from "./content-error"
import { LegalSection } from "./legal-section"
import { PageHeader } from "./page-header"
import * as prose from "./prose.module.css"

/**
 * How the body certifies sustainability information (issue 22, point 4): the introduction in the
 * variant its statuses allow, then the method's sections, then the two statuses themselves.
 */
export function CertificationMethod({ page }: { page: Queries.CertificationMethodPageQuery["page"] }) {
  const accreditation = useAccreditation()
  if (!page || !accreditation) return <ContentError />
  return (
    <>
      <PageHeader header={page.header} />
      <article className={prose.prose}>
        <p>{accreditation.mission(page.intro)}</p>
        {page.sections.map(section => (
          <LegalSection key={section.title} section={section} />
        ))}
      </article>
    </>
  )
}
