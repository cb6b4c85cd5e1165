import * as React from "react"
import { useDiagramLabels } from "../hooks/use-diagram-labels"
// Imports in the order their styles must cascade, the same on every page (mini-css-extract-plugin).
import { ContentError } from "./content-error"
import { PageHeader } from "./page-header"
import { ProcessAccordion } from "./process-accordion"

export function VerificationProcess({ page }: { page: Queries.VerificationProcessPageQuery["page"] }) {
  const labels = useDiagramLabels()
  if (!page || !labels) return <ContentError />
  return (
    <>
      <PageHeader header={page.header} />
      <ProcessAccordion
        tocHeading={page.tocHeading}
        invitation={page.invitation}
        sections={page.sections}
        labels={labels}
      />
    </>
  )
}
