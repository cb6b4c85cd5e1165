import * as React from "react"
import { graphql } from "gatsby"
import * as styles from "./independence-evidence.module.css"

interface IndependenceEvidenceProps {
  evidence: Queries.IndependenceEvidenceFieldsFragment
  className?: string
}

/** What type A independence rests on (FACTS.md): shareholding, insurance, safeguard, reviewer, signatory. */
export function IndependenceEvidence({ evidence, className }: IndependenceEvidenceProps) {
  const { shareholding, insurance, safeguard, reviewer, signatory } = evidence
  const rows: [string, string][] = [
    [shareholding.label, shareholding.text],
    [insurance.label, `${insurance.insurer} ${insurance.cover}`],
    [safeguard.label, safeguard.text],
    [reviewer.label, reviewer.text],
    [signatory.label, signatory.text],
  ]
  return (
    <section className={className} aria-labelledby="preuves-independance">
      <h2 id="preuves-independance">{evidence.heading}</h2>
      <p>{evidence.intro}</p>
      <dl className={styles.list}>
        {rows.map(([label, text]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
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
