import * as React from "react"
import { Link } from "gatsby"
import { ContentError } from "./content-error"
import { LegalSection } from "./legal-section"
import { PageHeader } from "./page-header"
import * as prose from "./prose.module.css"

/**
 * The accessibility statement (RGAA model): its sections, the second one followed by the pages the
 * project's axe and keyboard browser tests visit (e2e/a11y.spec.ts, __tests__/e2e/keyboard.spec.ts).
 */
export function AccessibilityStatement({ page }: { page: Queries.AccessibilityPageQuery["page"] }) {
  if (!page) return <ContentError />
  const [conformity, results, ...rest] = page.sections
  return (
    <>
      <PageHeader header={page.header} />
      <article className={prose.prose}>
        <LegalSection section={conformity} />
        <LegalSection section={results} />
        <h3>{page.testedPagesHeading}</h3>
        <ul>
          {page.testedPages.map(path => (
            <li key={path}>
              <Link to={path}>{path}</Link>
            </li>
          ))}
        </ul>
        {rest.map(section => (
          <LegalSection key={section.title} section={section} />
        ))}
      </article>
    </>
  )
}
