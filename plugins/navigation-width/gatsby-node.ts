import type { GatsbyNode } from "gatsby"
import { dataDir } from "../../content-model/node/gatsby-options"
import { projectRoot } from "../../content-model/node/project-root"
import { writeNavigationWidth } from "./navigation-width"

// Before webpack reads the header's stylesheets; data/ has passed the content check (content-model, onPreInit).
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = () => writeNavigationWidth(projectRoot, dataDir)

// Under gatsby develop, an edited label or site name moves the breakpoint without a restart.
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node }) => {
  if (node.internal.type === "NavigationJson" || node.internal.type === "SiteJson")
    writeNavigationWidth(projectRoot, dataDir)
}
