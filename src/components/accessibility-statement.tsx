import * as React from "react"
import { Link } from "gatsby"
import { fill, PUBLISHED_GRID, statementDates } from "../utils/statement"
import { ContentError } from "./content-error"
import { PageHeader } from "./page-header"
import { DocumentInfo } from "./document-info"
import { ForeignText } from "./foreign-text"
import * as styles from "./legal-section.module.css"
import * as prose from "./prose.module.css"

type Data = Queries.AccessibilityPageQuery

const Paragraphs = ({ texts }: { texts: readonly string[] }) =>
  texts.map(text => (
    <p key={text}>
      <ForeignText text={text} />
    </p>
  ))

/** A titled list, or the statement's « Aucun. » when it is empty. */
function ListOrNone({ heading, items, none }: { heading: string; items: readonly React.ReactNode[]; none: string }) {
  return (
    <>
      <h3>{heading}</h3>
      {items.length ? (
        <ul>
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      ) : (
        <p>{none}</p>
      )}
    </>
  )
}

/**
 * The accessibility statement, on the RGAA's model: the words come from accessibilite.json, what the
 * audit found (status, rate, sample, non-conformities, test environment) from the audit grid
 * (docs/accessibilite/grille.json, read at build by plugins/accessibility-audit/). A versioned document
 * (ISO/IEC 17020 § 8.3): its reference, version and edition date, and its versions, above the text.
 * The site's address comes from site.json.
 */
export function AccessibilityStatement({ page, audit, email, siteUrl }: Data & { email?: string; siteUrl?: string }) {
  if (!page || !audit) return <ContentError />
  const { conformity, results, nonAccessible, establishment, feedback, recourse } = page
  const values = {
    statut: page.status[audit.status],
    taux: audit.rate,
    date: audit.date,
    conformes: audit.conformant,
    applicables: audit.applicable,
    // The address the statement covers (site.json), as the RGAA's model names it.
    adresse: siteUrl ?? "",
  }
  const environment = audit.environment
  const dates = statementDates(page.document)
  return (
    <>
      <PageHeader header={page.header} />
      <DocumentInfo document={page.document} />
      <article className={prose.prose}>
        <section className={styles.section}>
          <h2>{conformity.title}</h2>
          <p>{fill(conformity.statement, values)}</p>
          <Paragraphs texts={conformity.paragraphs} />
        </section>
        <section className={styles.section}>
          <h2>{results.title}</h2>
          <p>{fill(results.rate, values)}</p>
          <Paragraphs texts={results.paragraphs} />
          <p>
            <a href={PUBLISHED_GRID}>{results.gridLink}</a>
          </p>
          <h3>{results.sampleHeading}</h3>
          <ul>
            {audit.sample.map(({ route, page: name, linked }) => (
              <li key={route}>{linked ? <Link to={route}>{name}</Link> : `${name} (${route})`}</li>
            ))}
          </ul>
        </section>
        <section className={styles.section}>
          <h2>{nonAccessible.title}</h2>
          <ListOrNone
            heading={nonAccessible.nonConformitiesHeading}
            none={nonAccessible.none}
            items={audit.nonConformities.map(
              ({ criterion, title, routes }) => `${criterion} ${title} (${routes.join(", ")})`,
            )}
          />
          <ListOrNone
            heading={nonAccessible.exemptionsHeading}
            none={nonAccessible.none}
            items={nonAccessible.exemptions}
          />
          <ListOrNone
            heading={nonAccessible.notSubjectHeading}
            none={nonAccessible.none}
            items={nonAccessible.notSubject}
          />
          <Paragraphs texts={nonAccessible.paragraphs} />
        </section>
        <section className={styles.section}>
          <h2>{establishment.title}</h2>
          <p>
            {fill(establishment.established, { etablie: dates.etablie })}
            {dates.miseAJour && ` ${fill(establishment.updated, { miseAJour: dates.miseAJour })}`}
          </p>
          <Paragraphs texts={establishment.paragraphs} />
          <h3>{establishment.environmentHeading}</h3>
          <ul>
            {[...environment.browsers, ...environment.tools, ...environment.assistiveTechnologies].map(item => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>{environment.notTested}</p>
          <h3>{establishment.assistiveHeading}</h3>
          <ul>
            {environment.recommended.map(item => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section className={styles.section}>
          <h2>{feedback.title}</h2>
          <Paragraphs texts={feedback.paragraphs} />
          {email && (
            <p>
              <a href={`mailto:${email}`}>{feedback.emailLabel}</a> ({email})
            </p>
          )}
        </section>
        <section className={styles.section}>
          <h2>{recourse.title}</h2>
          <Paragraphs texts={recourse.paragraphs} />
          <ul>
            {recourse.links.map(link => (
              <li key={link.url}>
                <a href={link.url}>{link.text}</a>
              </li>
            ))}
            <li>{recourse.post}</li>
          </ul>
        </section>
      </article>
    </>
  )
}
