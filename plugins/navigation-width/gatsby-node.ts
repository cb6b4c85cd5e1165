import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { projectRoot } from "../../content-model/node/project-root"
import { writeNavigationWidth } from "./navigation-width"

// Not gatsby-options' dataDir, whose module brings the whole content model into this plugin's compiled file.
const dataDir = path.join(projectRoot, "data")

// Before webpack reads the header's stylesheets; data/ has passed the content check (content-model, onPreInit).
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = () => writeNavigationWidth(projectRoot, dataDir)

// Under gatsby develop, an edited label or site name moves the breakpoint without a restart.
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node }) => {
  if (node.internal.type === "NavigationJson" || node.internal.type === "SiteJson")
    writeNavigationWidth(projectRoot, dataDir)
}
