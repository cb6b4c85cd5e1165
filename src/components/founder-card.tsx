import * as React from "react"
import { graphql } from "gatsby"
import { useAccreditation } from "../hooks/use-accreditation"
import { Picture } from "./picture"
import * as styles from "./founder-card.module.css"

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
  const credentials: [string, string][] = [
    ...(diplomas?.length ? [[labels.diplomas, diplomas.join(" ; ")] as [string, string]] : []),
    ...(titles?.length ? [[labels.titles, titles.join(" ; ")] as [string, string]] : []),
    ...(h2aStatus
      ? [
          [
            labels.h2a,
            h2aStatus === "inscrit" && h2aDate ? `${labels.h2aRegistered}\u00a0${h2aDate}` : labels.h2aNotRegistered,
          ] as [string, string],
        ]
      : []),
  ]
  return (
    <article className={styles.card}>
      {image && <Picture image={image} alt={photoAlt} className={styles.photo} />}
      <h3 className={styles.name}>{name}</h3>
      <p className={styles.role}>{role}</p>
      <p className={styles.description}>
        {description}
        {missionRole && accreditation ? ` ${accreditation.mission(missionRole)}` : null}
      </p>
      {credentials.length > 0 && (
        <dl className={styles.credentials}>
          {credentials.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
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
