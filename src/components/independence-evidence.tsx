import * as React from "react"
import { graphql } from "gatsby"
import { LabelledList } from "./labelled-list"
import * as styles from "./independence-evidence.module.css"

interface IndependenceEvidenceProps {
  evidence: Queries.IndependenceEvidenceFieldsFragment
  className?: string
}

/**
 * What ISO/IEC 17020 type A independence rests on, as a client checks it: shareholding, professional liability
 * insurance, an impartiality safeguard, the named reviewer and signatory.
 */
export function IndependenceEvidence({ evidence, className }: IndependenceEvidenceProps) {
  const { shareholding, insurance, safeguard, reviewer, signatory } = evidence
  const rows = [
    { label: shareholding.label, value: shareholding.text },
    { label: insurance.label, value: `${insurance.insurer} ${insurance.cover}` },
    ...[safeguard, reviewer, signatory].map(item => ({ label: item.label, value: item.text })),
  ]
  return (
    <section className={className} aria-labelledby="preuves-independance">
      <h2 id="preuves-independance">{evidence.heading}</h2>
      <p>{evidence.intro}</p>
      <LabelledList rows={rows} className={styles.list} />
    </section>
  )
}

export const query = graphql`
  fragment EvidenceItemFields on EvidenceItem {
    label
    text
  }
  fragment IndependenceEvidenceFields on IndependenceEvidence {
    heading
    intro
    shareholding {
      ...EvidenceItemFields
    }
    insurance {
      label
      insurer
      cover
    }
    safeguard {
      ...EvidenceItemFields
    }
    reviewer {
      ...EvidenceItemFields
    }
    signatory {
      ...EvidenceItemFields
    }
  }
`
