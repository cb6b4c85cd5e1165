/** Where a notice floats over Decap's page: below its top bar, centred, above its own overlays. */
const FLOATING = {
  position: "fixed",
  top: "72px",
  insetInline: "max(1rem, calc(50% - 22rem))",
  padding: "0.75rem 1rem",
  borderRadius: "6px",
  font: "15px/1.45 system-ui, sans-serif",
  boxShadow: "0 4px 16px rgb(0 0 0 / 20%)",
}

/** A hidden notice box, named by the element `labelledBy`, in its colours (text 4.5:1 at least on its ground). */
export function noticeBox(
  id: string,
  labelledBy: string,
  colours: { background: string; border: string; color: string; zIndex: string },
) {
  const notice = document.createElement("section")
  notice.id = id
  notice.setAttribute("aria-labelledby", labelledBy)
  notice.hidden = true
  Object.assign(notice.style, FLOATING, colours, { border: `2px solid ${colours.border}` })
  return notice
}
