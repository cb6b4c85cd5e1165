import { graphql } from "gatsby"
import { useSharedContent } from "./use-shared-content"

/** Shown when content is missing; the one string kept in code, for when even the labels are gone (docs/architecture.md). */
export const FALLBACK_CONTENT_ERROR = "Erreur de chargement du contenu"

export function useInterface() {
  return useSharedContent().interfaceJson
}

export const query = graphql`
  fragment InterfaceLabels on InterfaceJson {
    skipLink
    homeLink
    mainNavigation
    menuButton
    footerNavigation
    socialLinks
    contentError
    notFoundTitle
    routeAnnouncement
    mailHint
  }
`
