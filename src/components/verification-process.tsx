import * as React from "react"
import { Link } from "gatsby"
import { useDiagramLabels } from "../hooks/use-diagram-labels"
// Imports in the order their styles must cascade, the same on every page (mini-css-extract-plugin).
import { ContentError } from "./content-error"
import { PageHeader } from "./page-header"
import { ProcessAccordion } from "./process-accordion"
import * as prose from "./prose.module.css"

export function VerificationProcess({ page }: { page: Queries.VerificationProcessPageQuery["page"] }) {
  const labels = useDiagramLabels()
  if (!page || !labels) return <ContentError />
  return (
    <>
      <PageHeader header={page.header} />
      <div className={prose.prose}>
        <p>
          {page.contextUpdated.label}&nbsp;{page.contextUpdated.date}.
        </p>
        <p>
          {page.methodLink.intro} <Link to="/methode-certification-durabilite">{page.methodLink.label}</Link>.
        </p>
      </div>
      <ProcessAccordion
        tocHeading={page.tocHeading}
        invitation={page.invitation}
        sections={page.sections}
        labels={labels}
      />
    </>
  )
}
