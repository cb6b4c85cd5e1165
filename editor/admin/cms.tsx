// The editor's page: `npm run edit`'s at /admin/ of gatsby develop, and the hosted editor's, both
// bundled by esbuild with the editor's own React (editor/admin/build/bundle.ts; data/README.md,
// « Modifier le site dans le navigateur »).
import CMS from "decap-cms-app"
import { ProxyBackend } from "decap-cms-backend-proxy"
import type { CmsWidgetControlProps, CmsWidgetPreviewProps } from "decap-cms-core"
import type { ComponentType } from "react"
import "../../src/styles/global.module.css"
import { cmsConfig } from "./cms-config"
import { checkedControl, type ControlProps } from "./checked-widget"
import { setBackend } from "./current-content"
import { fingerprintControl, type FingerprintProps } from "./fingerprint-widget"
import { newVersionControl, type ObjectControlProps } from "./new-version-control"
import { countedList, type ListControlProps } from "./counted-list"
import { previews } from "./previews"
import { signOut } from "./hosted-account"
import { showPublicationStatus } from "./hosted-status"
import { phrases } from "./locale-fr"
import { announceRefusals } from "./refusal-notice"
import { showFoundElsewhere } from "./found-elsewhere"
import { followService } from "./follow-service"
import { watchOpenEntry } from "./entry-watch"
import { showDraftSummaries } from "./draft-summaries"
import { nameToastsInFrench } from "./toast-names"
import { nameListItemsInFrench } from "./list-item-names"
import { mediaCardsFromKeyboard } from "./media-cards"

// Written into the bundle (editor/admin/build/bundle.ts): decap-server's API for `npm run edit`, the
// hosted editor's page (proxy backend, editorial workflow), the site's routes (for the navigation check).
const localBackendUrl = process.env.EDITOR_API_URL || "http://127.0.0.1:8081/api/v1"
const hosted = process.env.EDITOR_HOSTED === "1"
const routes = JSON.parse(process.env.EDITOR_SITE_ROUTES ?? "[]") as string[]
// The previews read the other entries through the same backend as Decap (./current-content.ts).
setBackend(hosted ? "/api/v1" : localBackendUrl)

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
// A PDF's fingerprint (data/rapports.json): the checked string, filled from a PDF chosen in the form.
{
  const widget = CMS.getWidget("string")!
  const checked = checkedControl(widget.control as unknown as ComponentType<ControlProps>, routes)
  const control = fingerprintControl(checked as unknown as ComponentType<FingerprintProps>)
  const preview = widget.preview as unknown as ComponentType<CmsWidgetPreviewProps>
  CMS.registerWidget("fingerprint", control as unknown as ComponentType<CmsWidgetControlProps>, preview)
}
/** Registers `name` as Decap's widget `base`, its control wrapped by `wrap`, its preview kept. */
function registerWrapped<Props>(
  name: string,
  base: string,
  wrap: (control: ComponentType<Props>) => ComponentType<Props>,
) {
  const widget = CMS.getWidget(base)!
  CMS.registerWidget(
    name,
    wrap(widget.control as unknown as ComponentType<Props>) as unknown as ComponentType<CmsWidgetControlProps>,
    widget.preview as unknown as ComponentType<CmsWidgetPreviewProps>,
  )
}
// A versioned document's card: Decap's object control with « Nouvelle version » above it.
registerWrapped<ObjectControlProps>("versioned-document", "object", newVersionControl)
// Lists count their items in French (« 3 éléments »), not with their label (./counted-list.tsx).
registerWrapped<ListControlProps>("list", "list", countedList)
for (const [name, preview] of Object.entries(previews)) CMS.registerPreviewTemplate(name, preview)

// The hosted editor: Decap's proxy backend whose « Déconnexion » ends the session on the service and
// shows the sign-in page (the plain proxy backend's logout forgets nothing: « Se connecter » was back in).
class SignedOutProxy extends ProxyBackend {
  logout() {
    void signOut()
    return null
  }
}
if (hosted) CMS.registerBackend("editeur", SignedOutProxy)

// The site's styles (cms.css, beside cms.js) in the preview pane only: the page keeps Decap's own.
CMS.registerPreviewStyle("cms.css")
CMS.registerLocale("fr", phrases)
announceRefusals()
showFoundElsewhere()
// Before Decap's first request: the open form keeps the version of the entry each answer gives.
if (hosted) watchOpenEntry()
nameToastsInFrench()
nameListItemsInFrench()
mediaCardsFromKeyboard()
CMS.init({ config: cmsConfig({ localBackendUrl, hosted }) as never })
if (hosted) {
  showPublicationStatus()
  followService()
  showDraftSummaries()
}
