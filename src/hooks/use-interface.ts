import { graphql, useStaticQuery } from "gatsby"

/** Shown when content is missing; the one string kept in code, for when even the labels are gone (docs/architecture.md). */
export const FALLBACK_CONTENT_ERROR = "Erreur de chargement du contenu"

export function useInterface() {
  const data = useStaticQuery<Queries.InterfaceLabelsQuery>(graphql`
    query InterfaceLabels {
      interfaceJson {
        skipLink
        homeLink
        mainNavigation
        menuButton
        footerNavigation
        socialLinks
        contentError
        notFoundTitle
        mailHint
      }
    }
  `)
  return data.interfaceJson
}
