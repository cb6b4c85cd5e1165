import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "./picture"
import * as styles from "./founder-card.module.css"

export interface FounderCardProps {
  name: string
  role: string
  description: string
  photoAlt: string
  image: IGatsbyImageData | undefined
}

export function FounderCard({ name, role, description, photoAlt, image }: FounderCardProps) {
  return (
    <article className={styles.card}>
      {image && <Picture image={image} alt={photoAlt} className={styles.photo} />}
      <h3 className={styles.name}>{name}</h3>
      <p className={styles.role}>{role}</p>
      <p className={styles.description}>{description}</p>
    </article>
  )
}
