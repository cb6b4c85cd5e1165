import * as React from "react"
import { ContentError } from "./content-error"
import { LegalCard } from "./legal-card"
import { LegalSection } from "./legal-section"
import { PageHeader } from "./page-header"
import { rcsNumber, vatNumber } from "../../content-model/identifiers"
import { displayPhone, telHref } from "../utils/phone"
import * as styles from "./legal-notice.module.css"

// One number, one link target across the site (RGAA 6.1): the footer's international form.
const tel = (phone: string) => <a href={telHref(phone)}>{displayPhone(phone)}</a>

/** Publisher, publication director and host cards, then the three texts. RCS and VAT numbers come from the SIREN. */
export function LegalNotice({ page }: { page: Queries.LegalNoticePageQuery["page"] }) {
  if (!page) return <ContentError />
  const { publisher, fieldLabels: label, director, host } = page
  return (
    <>
      <PageHeader header={page.header} />
      <div className={styles.body}>
        <div className={styles.cards}>
          <LegalCard
            heading={publisher.heading}
            name={publisher.name}
            rows={[
              { label: label.legalForm, value: publisher.legalForm },
              { label: label.registeredOffice, value: publisher.address },
              { label: label.phone, value: tel(publisher.phone) },
              { label: label.email, value: <a href={`mailto:${publisher.email}`}>{publisher.email}</a> },
              { label: label.registration, value: rcsNumber(publisher.registryCity, publisher.siren) },
              { label: label.vatNumber, value: vatNumber(publisher.siren) },
            ]}
          />
          <LegalCard heading={director.heading} name={director.name} detail={director.role} />
          <LegalCard
            heading={host.heading}
            name={host.name}
            rows={[
              { label: label.address, value: host.address },
              { label: label.phone, value: tel(host.phone) },
            ]}
          />
        </div>
        <div className={styles.texts}>
          <LegalSection section={page.intellectualProperty} />
          {/* The privacy page links here (src/pages/politique-confidentialite.tsx). */}
          <LegalSection section={page.personalData} id="donnees-personnelles" />
          <LegalSection section={page.liability} />
        </div>
      </div>
    </>
  )
}
