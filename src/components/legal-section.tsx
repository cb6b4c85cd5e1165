import * as React from "react"
import { graphql } from "gatsby"
import type { DocumentSection } from "../utils/documents"
import { ForeignText } from "./foreign-text"
import * as styles from "./legal-section.module.css"

/** A titled text section of the legal pages: paragraphs, then a bulleted list if it has one. */
export function LegalSection({
  section,
  id,
  level = 2,
}: {
  section: DocumentSection & { readonly title: string }
  id?: string
  /** h3 for a section inside a titled part of a page. */
  level?: 2 | 3
}) {
  const Heading = level === 3 ? "h3" : "h2"
  return (
    <section className={styles.section} id={id}>
      <Heading>{section.title}</Heading>
      {section.paragraphs.map(paragraph => (
        <p key={paragraph}>
          <ForeignText text={paragraph} />
        </p>
      ))}
      {section.items && (
        <ul>
          {section.items.map(item => (
            <li key={item}>
              <ForeignText text={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

export const query = graphql`
  fragment TextSectionFields on TextSection {
    title
    paragraphs
    items
  }
`
