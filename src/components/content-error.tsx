import * as React from "react"
import { FALLBACK_CONTENT_ERROR, useInterface } from "../hooks/use-interface"
import * as styles from "./content-error.module.css"

/** Shown instead of a page whose content is missing: the page never crashes (docs/architecture.md). */
export function ContentError() {
  const labels = useInterface()
  return (
    <p role="alert" className={styles.error}>
      {labels?.contentError ?? FALLBACK_CONTENT_ERROR}
    </p>
  )
}
