import * as React from "react"
import { Link } from "gatsby"
import { useAccreditation } from "../hooks/use-accreditation"
import { AccreditationStatus } from "./accreditation-status"
import { ContentError } from "./content-error"
import { FounderCard } from "./founder-card"
import * as styles from "./home.module.css"

export function Home({ data }: { data: Queries.HomePageQuery }) {
  const { accueilJson: page, siteJson: site, fondateursJson: founders } = data
  const accreditation = useAccreditation()
  if (!page || !site || !founders || !accreditation) return <ContentError />
  return (
    <>
      <section className={styles.hero}>
        <h1 className={styles.title}>{site.name}</h1>
        <p className={styles.tagline}>{site.tagline}</p>
      </section>
      <section className={styles.section} aria-labelledby="adn">
        <h2 id="adn">{page.dnaHeading}</h2>
        <p className={styles.lead}>{accreditation.mission(site.description)}</p>
        <div className={styles.certification}>
          <p>{site.certification}</p>
          <AccreditationStatus withTypeA />
        </div>
        <p className={styles.offer}>
          {page.offerLink.intro} <Link to="/verification-volontaire">{page.offerLink.label}</Link>.
        </p>
      </section>
      <section className={styles.section} aria-labelledby="qui-sommes-nous">
        <h2 id="qui-sommes-nous">{page.aboutHeading}</h2>
        <p>{page.aboutIntro}</p>
        <div className={styles.founders}>
          {founders.items.map(founder => (
            <FounderCard key={founder.name} founder={founder} labels={founders.labels} />
          ))}
        </div>
      </section>
    </>
  )
}
