import { graphql, useStaticQuery } from "gatsby"

/**
 * What the frame and the shared components read on every page (the labels, the identity, the
 * navigation, the footer, the accreditation), in one static query: Gatsby fetches each static query
 * as a file of its own before it hydrates a page, and the eight hooks' own queries were six to eight
 * requests per page, each a task on the main thread at the visitor's first moments (bench/notes.md,
 * « Requêtes statiques »).
 * Each hook keeps its fields as a fragment in its own file and picks its part here.
 */
export function useSharedContent() {
  return useStaticQuery<Queries.SharedContentQuery>(graphql`
    query SharedContent {
      site {
        ...BuildDate
      }
      siteJson {
        ...SiteIdentity
        ...OrganizationSite
        ...SiteAccreditation
        ...ForeignPhrases
      }
      interfaceJson {
        ...InterfaceLabels
        ...DiagramLabels
        ...DocumentLabels
      }
      navigationJson {
        ...NavigationItems
      }
      piedDePageJson {
        ...FooterContent
      }
      mentionsLegalesJson {
        ...OrganizationPublisher
      }
      accessibilityAudit {
        ...ConformityStatus
      }
      accessibiliteJson {
        ...ConformityWords
      }
    }
  `)
}
