// The editing page of `npm run edit` (gatsby-plugin-decap-cms bundles it into /admin/ during
// `gatsby develop` only; see data/README.md, « Modifier le site dans le navigateur »).
import CMS from "decap-cms-app"
import type { CmsWidgetControlProps, CmsWidgetPreviewProps } from "decap-cms-core"
import type { ComponentType } from "react"
import "../../src/styles/global.module.css"
import { cmsConfig } from "./cms-config"
import { checkedControl, type ControlProps } from "./checked-widget"
import { previews } from "./previews"
import { showPublicationStatus } from "./hosted-status"

// Set by editor/local/edit.ts: decap-server's API and the site's routes (for the navigation check).
const localBackendUrl = process.env.GATSBY_DECAP_API_URL ?? "http://127.0.0.1:8081/api/v1"
// Set by editor/service/build-admin.ts: the hosted editor's page (proxy backend, editorial workflow).
const hosted = process.env.GATSBY_EDITOR_HOSTED === "1"
const routes = JSON.parse(process.env.GATSBY_SITE_ROUTES ?? "[]") as string[]

for (const [name, base] of [
  ["checked-string", "string"],
  ["checked-text", "text"],
] as const) {
  const widget = CMS.getWidget(base)!
  // Decap's typings describe its controls loosely; both sides get and pass the same props object.
  const control = checkedControl(widget.control as unknown as ComponentType<ControlProps>, routes)
  const preview = widget.preview as unknown as ComponentType<CmsWidgetPreviewProps>
  CMS.registerWidget(name, control as unknown as ComponentType<CmsWidgetControlProps>, preview)
}
for (const [name, preview] of Object.entries(previews)) CMS.registerPreviewTemplate(name, preview)

CMS.init({ config: cmsConfig({ localBackendUrl, hosted }) as never })
if (hosted) showPublicationStatus()
