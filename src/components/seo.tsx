import * as React from "react"
import { useSite } from "../hooks/use-site"

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
  return (
    <>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="fr_FR" />
      <meta property="og:title" content={fullTitle} />
      {description && <meta property="og:description" content={description} />}
      {site && <meta property="og:site_name" content={site.name} />}
      {!noindex && <meta property="og:url" content={url} />}
      {children}
    </>
  )
}
