import * as React from "react"
import { graphql } from "gatsby"
import { Picture } from "./picture"
import * as styles from "./founder-card.module.css"

export function FounderCard({ name, role, description, photoAlt, photo }: Queries.FounderFieldsFragment) {
  const image = photo.childImageSharp?.gatsbyImageData
  return (
    <article className={styles.card}>
      {image && <Picture image={image} alt={photoAlt} className={styles.photo} />}
      <h3 className={styles.name}>{name}</h3>
      <p className={styles.role}>{role}</p>
      <p className={styles.description}>{description}</p>
    </article>
  )
}

export const query = graphql`
  fragment FounderFields on Founder {
    name
    role
    description
    photoAlt
    photo {
      childImageSharp {
        gatsbyImageData(width: 160, height: 160, layout: FIXED, placeholder: BLURRED, formats: [AVIF, WEBP])
      }
    }
  }
`
