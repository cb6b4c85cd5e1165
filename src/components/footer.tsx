import * as React from "react"
import { Link } from "gatsby"
import { useAccreditation } from "../hooks/use-accreditation"
import { useConformity } from "../hooks/use-conformity"
import { useFooter } from "../hooks/use-footer"
import { useInterface } from "../hooks/use-interface"
import { displayPhone, telHref } from "../utils/phone"
import { SocialIcons } from "./social-icons"
import * as styles from "./footer.module.css"

export function Footer() {
  const footer = useFooter()
  const labels = useInterface()
  const accreditation = useAccreditation()
  const conformity = useConformity()
  if (!footer || !accreditation) return null
  const { contact, legal } = footer
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <p>{accreditation.mission(footer.description)}</p>
          <SocialIcons label={labels?.socialLinks} items={footer.social} />
        </div>
        {/* A heading may not sit in <address>: it titles the block the address is in. */}
        <div className={styles.contact}>
          <h2 className={styles.title}>{contact.title}</h2>
          <address>
            <p>{contact.address}</p>
            <p>
              <a href={telHref(contact.phone)}>{displayPhone(contact.phone)}</a>
            </p>
            {/* The title repeats the link's name before what it adds (RGAA 6.1, glossary « Intitulé de lien »). */}
            <a
              className={styles.button}
              href={`mailto:${contact.email}`}
              title={labels ? `${contact.buttonText} (${contact.email}), ${labels.mailHint}` : undefined}
            >
              {contact.buttonText}
              <span className="visually-hidden"> ({contact.email})</span>
            </a>
          </address>
        </div>
      </div>
      <div className={styles.bottom}>
        <nav aria-label={labels?.footerNavigation}>
          <ul className={styles.links}>
            <li>
              <Link to="/mentions-legales">{legal.mentionsLabel}</Link>
            </li>
            <li>
              <Link to="/conditions-generales-vente">{legal.conditionsLabel}</Link>
            </li>
            <li>
              <Link to="/verification-volontaire">{legal.offerLabel}</Link>
            </li>
            <li>
              <Link to="/verifier-un-rapport">{legal.reportCheckLabel}</Link>
            </li>
            <li>
              <Link to="/methode-certification-durabilite">{legal.methodLabel}</Link>
            </li>
            <li>
              <Link to="/politique-confidentialite">{legal.privacyLabel}</Link>
            </li>
            <li>
              <Link to="/accessibilite">
                {conformity ? `${legal.accessibilityLabel}\u00a0: ${conformity}` : legal.accessibilityLabel}
              </Link>
            </li>
          </ul>
        </nav>
        <p className={styles.copyright}>{legal.copyright}</p>
      </div>
    </footer>
  )
}
