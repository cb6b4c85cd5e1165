import * as React from "react"
import { graphql } from "gatsby"
import { useOrganization } from "../hooks/use-organization"
import { useSite } from "../hooks/use-site"
import { ICONS } from "../utils/icons"
import { inlineJson, organizationJsonLd } from "../utils/organization"

interface SeoProps {
  title: string
  description?: string
  pathname: string
  noindex?: boolean
  children?: React.ReactNode
}

/** The `<head>` of every page, for Gatsby's Head API. */
export function Seo({ title, description, pathname, noindex = false, children }: SeoProps) {
  const site = useSite()
  const fullTitle = site ? `${title} | ${site.name}` : title
  const url = site ? `${site.siteUrl}${pathname}` : pathname
  const image = site && `${site.siteUrl}${ICONS.large.path}`
  return (
    <>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {/* In the page: a favicon request before the first paint would delay the largest paint as Lighthouse
          simulates it. A PNG, not the SVG logo, which Chromium decodes as a document on the page's main thread
          while the scripts start (plugins/images/README.md). The only icon
          link, so that no browser picks a file over it; /favicon.ico, the same PNG, stays for those that ask
          by themselves. */}
      {site?.logo?.tabIcon && (
        <link rel="icon" href={site.logo.tabIcon} type="image/png" sizes={`${ICONS.ico.size}x${ICONS.ico.size}`} />
      )}
      <link rel="apple-touch-icon" href={ICONS.appleTouch.path} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="fr_FR" />
      <meta property="og:title" content={fullTitle} />
      {description && <meta property="og:description" content={description} />}
      {site && <meta property="og:site_name" content={site.name} />}
      {!noindex && <meta property="og:url" content={url} />}
      {image && <meta property="og:image" content={image} />}
      {site && <meta property="og:image:alt" content={site.logoAlt} />}
      <meta name="twitter:card" content="summary" />
      {!noindex && <OrganizationJsonLd />}
      {children}
    </>
  )
}

/** JSON-LD is data, not code: the browser never runs it, so the CSP needs no hash for it. */
function OrganizationJsonLd() {
  const { site, publisher } = useOrganization()
  if (!site || !publisher) return null
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: inlineJson(organizationJsonLd(site, publisher)) }}
    />
  )
}

/** What every page's query asks for its `<head>` (data/*.json › seo). */
export const query = graphql`
  fragment PageSeoFields on PageSeo {
    title
    description
  }
`
