import * as React from "react"
import { graphql } from "gatsby"
import type { DocumentSection } from "../utils/documents"
import { ForeignText } from "./foreign-text"
import * as styles from "./legal-section.module.css"

/** A titled text section of the legal pages: paragraphs, then a bulleted list if it has one. */
export function LegalSection({ section, id }: { section: DocumentSection & { readonly title: string }; id?: string }) {
  return (
    <section className={styles.section} id={id}>
      <h2>{section.title}</h2>
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
