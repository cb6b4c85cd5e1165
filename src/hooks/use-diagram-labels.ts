import { graphql, useStaticQuery } from "gatsby"

/** The diagrams' shared labels (steps heading, viewer buttons and hint), one source for every page. */
export function useDiagramLabels() {
  const data = useStaticQuery<Queries.DiagramLabelsQuery>(graphql`
    query DiagramLabels {
      interfaceJson {
        diagram {
          openLabel
          stepsHeading
          close
          zoomHint
          zoomIn
          zoomOut
          zoomReset
        }
      }
    }
  `)
  return data.interfaceJson?.diagram
}
