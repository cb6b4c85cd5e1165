/**
 * Decap's notices (« Entrée enregistrée »…) are react-toastify toasts (decap-cms-core,
 * src/components/UI/Notifications.tsx, `toast(…)` in a `ToastContainer` given no `closeButton`): their
 * close button keeps the library's English accessible name, `aria-label="close"` (react-toastify's
 * CloseButton, `ariaLabel = "close"`), and their progress bar `aria-label="notification timer"`
 * (react-toastify's ProgressBar). Decap's locale has no phrase for either (issue 47, point 7): they are
 * named in French here, as each toast appears.
 */
const NAMES: [selector: string, name: string][] = [
  [".Toastify__close-button", "Fermer la notification"],
  ['.Toastify [role="progressbar"]', "Temps d’affichage restant"],
]

export function nameToastsInFrench(root: ParentNode = document) {
  const rename = () => {
    for (const [selector, name] of NAMES)
      for (const element of root.querySelectorAll(selector))
        if (element.getAttribute("aria-label") !== name) element.setAttribute("aria-label", name)
  }
  rename()
  new MutationObserver(rename).observe(document.body, { childList: true, subtree: true })
}
