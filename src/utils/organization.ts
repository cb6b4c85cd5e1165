import { vatNumber } from "../../content-model/identifiers"
import { internationalPhone } from "./phone"

interface Site {
  readonly name: string
  readonly siteUrl: string
  readonly logo: { readonly publicURL: string | null } | null
}

interface Publisher {
  readonly name: string
  readonly address: string
  readonly phone: string
  readonly email: string
  readonly siren: string
}

/** "12 rue des Tilleuls, 69003 Lyon" → street, postal code, town; anything else stays one line. */
export function postalAddress(address: string) {
  const match = /^(.+),\s*(\d{5})\s+(.+)$/.exec(address.trim())
  const parts = match
    ? { streetAddress: match[1], postalCode: match[2], addressLocality: match[3] }
    : { streetAddress: address.trim() }
  return { "@type": "PostalAddress", ...parts, addressCountry: "FR" }
}

/** schema.org `Organization` from the site identity and the legal notices' publisher. */
export function organizationJsonLd(site: Site, publisher: Publisher) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${site.siteUrl}/#organisation`,
    name: site.name,
    legalName: publisher.name,
    url: `${site.siteUrl}/`,
    ...(site.logo?.publicURL && { logo: `${site.siteUrl}${site.logo.publicURL}` }),
    email: publisher.email,
    telephone: internationalPhone(publisher.phone),
    address: postalAddress(publisher.address),
    vatID: vatNumber(publisher.siren),
    // The SIREN is the French company number: schema.org has no field of its own for it.
    identifier: { "@type": "PropertyValue", propertyID: "SIREN", value: publisher.siren },
  }
}

/** JSON for an inline `<script>`: `<` escaped so no text can close the element early. */
export const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c")
