import { graphql } from "gatsby"
import { useSharedContent } from "./use-shared-content"

/**
 * The site's conformity status in the statement's words (« totalement conforme »…), as the audit grid
 * gives it (plugins/accessibility-audit/): the footer can claim nothing the grid does not.
 */
export function useConformity(): string | undefined {
  const { accessibilityAudit: audit, accessibiliteJson: statement } = useSharedContent()
  return audit && statement ? statement.status[audit.status] : undefined
}

export const query = graphql`
  fragment ConformityStatus on AccessibilityAudit {
    status
  }
  fragment ConformityWords on AccessibiliteJson {
    status {
      total
      partial
      none
    }
  }
`
