import * as React from "react"
import { LabelledList } from "./labelled-list"
import * as styles from "./legal-card.module.css"

export interface LegalCardRow {
  label: string
  value: React.ReactNode
}

interface LegalCardProps {
  heading: string
  name: string
  detail?: string
  rows?: readonly LegalCardRow[]
}

/** A card of the legal notice: who (publisher, director, host), then labelled facts. */
export function LegalCard({ heading, name, detail, rows = [] }: LegalCardProps) {
  return (
    <section className={styles.card}>
      <h2 className={styles.heading}>{heading}</h2>
      <p className={styles.name}>{name}</p>
      {detail && <p className={styles.detail}>{detail}</p>}
      {rows.length > 0 && <LabelledList rows={rows} className={styles.rows} rowClassName={styles.row} />}
    </section>
  )
}
