import * as React from "react"
import { graphql, Link } from "gatsby"
import { useAccreditation } from "../hooks/use-accreditation"
// Imports in the order their styles must cascade, the same on every page (mini-css-extract-plugin).
import { ContentError } from "./content-error"
import { LegalSection } from "./legal-section"
import { PageHeader } from "./page-header"
import * as prose from "./prose.module.css"
import * as styles from "./voluntary-offer.module.css"
import { pdfPath } from "../utils/documents"

/**
 * What the body can sell today (issue 39, point 1): the voluntary verification, introduced in the
 * variant its statuses allow, its sections, the impartiality policy that governs it too (issue 44,
 * point 7), the specimens of its report and engagement letter (issue 54, point 3), then what its report
 * is not, set apart.
 */
export function VoluntaryOffer({ page, report, letter }: Queries.VoluntaryOfferPageQuery) {
  const accreditation = useAccreditation()
  if (!page || !report || !letter || !accreditation) return <ContentError />
  return (
    <>
      <PageHeader header={page.header} />
      <article className={prose.prose}>
        <p>
          {page.updated.label}&nbsp;{page.updated.date}.
        </p>
        <p>{accreditation.mission(page.intro)}</p>
        {page.sections.map(section => (
          <LegalSection key={section.title} section={section} />
        ))}
        <section aria-labelledby="specimens">
          <h2 id="specimens">{page.specimens.title}</h2>
          <p>{page.specimens.intro}</p>
          <ul>
            {[
              { document: report.document, label: page.specimens.reportLabel },
              { document: letter.document, label: page.specimens.letterLabel },
            ].map(({ document, label }) => (
              <li key={document.reference}>
                <a href={pdfPath(document)} type="application/pdf">
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <p>
          {page.impartialityLink.intro} <Link to="/politique-impartialite">{page.impartialityLink.label}</Link>.
        </p>
        <aside className={styles.notice} aria-labelledby="avertissement">
          <h2 id="avertissement">{page.notice.title}</h2>
          {page.notice.paragraphs.map(paragraph => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </aside>
        <p>
          {page.reportCheck.intro} <Link to="/verifier-un-rapport">{page.reportCheck.label}</Link>.
        </p>
      </article>
    </>
  )
}

/** A sentence that leads to another page: the home page and the activities page lead here with one. */
export const query = graphql`
  fragment PageLinkFields on PageLink {
    intro
    label
  }
`
