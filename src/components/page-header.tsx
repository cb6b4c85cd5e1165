import * as React from "react"
import { graphql } from "gatsby"
import { ForeignText } from "./foreign-text"
import * as styles from "./page-header.module.css"

interface PageHeaderProps {
  header: { readonly badge: string; readonly title: string; readonly subtitle: string }
}

export function PageHeader({ header }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <p className={styles.badge}>{header.badge}</p>
      <h1 className={styles.title}>{header.title}</h1>
      <p className={styles.subtitle}>
        <ForeignText text={header.subtitle} />
      </p>
    </header>
  )
}

export const query = graphql`
  fragment PageHeaderFields on PageHeader {
    badge
    title
    subtitle
  }
`
