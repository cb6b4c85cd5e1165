import * as React from "react"
import { graphql } from "gatsby"
import { useAccreditation } from "../hooks/use-accreditation"
import { LabelledList } from "./labelled-list"
import { Picture } from "./picture"
import * as styles from "./founder-card.module.css"

// Items that hold commas themselves, so a semicolon, with French typography's narrow no-break space before it.
const LIST_SEPARATOR = "\u202f; "

interface FounderCardProps {
  founder: Queries.FounderFieldsFragment
  labels: Queries.FounderLabels
}

/**
 * A founder: photo, name, role, presentation, the role in the reserved missions in the variant the
 * body's statuses allow, then the credentials the content gives (all optional, issue 22 point 6).
 */
export function FounderCard({ founder, labels }: FounderCardProps) {
  const accreditation = useAccreditation()
  const { name, role, description, missionRole, diplomas, titles, h2aStatus, h2aDate, photoAlt, photo } = founder
  const image = photo.childImageSharp?.gatsbyImageData
  const h2a = h2aStatus === "inscrit" && h2aDate ? `${labels.h2aRegistered}\u00a0${h2aDate}` : labels.h2aNotRegistered
  const credentials = [
    { label: labels.diplomas, value: diplomas?.length ? diplomas.join(LIST_SEPARATOR) : null },
    { label: labels.titles, value: titles?.length ? titles.join(LIST_SEPARATOR) : null },
    { label: labels.h2a, value: h2aStatus ? h2a : null },
  ].filter(row => row.value !== null)
  return (
    <article className={styles.card}>
      {image && <Picture image={image} alt={photoAlt} className={styles.photo} />}
      <h3 className={styles.name}>{name}</h3>
      <p className={styles.role}>{role}</p>
      <p className={styles.description}>
        {description}
        {missionRole && accreditation ? ` ${accreditation.mission(missionRole)}` : null}
      </p>
      {credentials.length > 0 && <LabelledList rows={credentials} className={styles.credentials} />}
    </article>
  )
}

export const query = graphql`
  fragment FounderFields on Founder {
    name
    role
    description
    missionRole {
      ...MissionTextFields
    }
    diplomas
    titles
    h2aStatus
    h2aDate
    photoAlt
    photo {
      childImageSharp {
        gatsbyImageData(width: 160, height: 160, layout: FIXED, placeholder: BLURRED, formats: [AVIF, WEBP])
      }
    }
  }
`
