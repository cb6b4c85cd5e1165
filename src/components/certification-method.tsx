import * as React from "react"
import { useAccreditation } from "../hooks/use-accreditation"
// Imports in the order their styles must cascade, the same on every page (mini-css-extract-plugin).
import { ContentError } from "./content-error"
import { LabelledList } from "./labelled-list"
import { LegalSection } from "./legal-section"
import { PageHeader } from "./page-header"
import * as prose from "./prose.module.css"
import * as styles from "./certification-method.module.css"

/**
 * How the body certifies sustainability information (issue 22, point 4), dated like the process page
 * (issue 39, point 3): the introduction in the variant its statuses allow, the method's sections, what
 * a CFO compares between verifiers, then the accreditation and registration roadmap with the date its
 * targets were written (issue 39, point 2). Every sentence about the statutory mission follows the
 * statuses, the first financial year the body could certify included, and a step once done shows its
 * date (issue 44, points 6 and 13).
 */
export function CertificationMethod({ page }: { page: Queries.CertificationMethodPageQuery["page"] }) {
  const accreditation = useAccreditation()
  if (!page || !accreditation) return <ContentError />
  const { comparison, roadmap } = page
  return (
    <>
      <PageHeader header={page.header} />
      <article className={prose.prose}>
        <p>
          {page.updated.label}&nbsp;{page.updated.date}.
        </p>
        <p>{accreditation.mission(page.intro)}</p>
        <p>{accreditation.mission(page.firstYear)}</p>
        {page.sections.map(section => (
          <LegalSection key={section.title} section={section} />
        ))}
        <section aria-labelledby="comparer">
          <h2 id="comparer">{comparison.heading}</h2>
          <p>{accreditation.mission(comparison.intro)}</p>
          {comparison.sections.map(section => (
            <LegalSection key={section.title} section={section} level={3} />
          ))}
        </section>
        <section aria-labelledby="feuille-de-route">
          <h2 id="feuille-de-route">{roadmap.heading}</h2>
          <p>{roadmap.intro}</p>
          <p>
            {roadmap.writtenLabel}&nbsp;{roadmap.written}.
          </p>
          <LabelledList
            rows={roadmap.milestones.map(milestone => ({
              label: milestone.step,
              value: milestone.done
                ? `${milestone.target} · ${roadmap.doneLabel}\u00a0${milestone.done}`
                : milestone.target,
            }))}
            className={styles.roadmap}
          />
        </section>
      </article>
    </>
  )
}
