import { graphql } from "gatsby"
import { useSharedContent } from "./use-shared-content"

/** The diagrams' shared labels (steps heading, viewer buttons and hint), one source for every page. */
export function useDiagramLabels() {
  return useSharedContent().interfaceJson?.diagram
}

export const query = graphql`
  fragment DiagramLabels on InterfaceJson {
    diagram {
      openLabel
      stepsHeading
      stepsPointer
      imageLink
      close
      zoomHint
      zoomHintTouch
      zoomIn
      zoomOut
      zoomReset
      zoomLevel
    }
  }
`
