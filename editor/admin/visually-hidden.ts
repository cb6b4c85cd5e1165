import type { CSSProperties } from "react"

/** Read by screen readers, not shown (the site's .visually-hidden: its styles are not on the editor's page). */
export const VISUALLY_HIDDEN: CSSProperties = {
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
}
