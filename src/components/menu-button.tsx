import * as React from "react"
import * as styles from "./menu-button.module.css"

interface MenuButtonProps {
  /** The id of the menu's popover. */
  controls: string
  label?: string
}

/**
 * The hamburger button, shown on small screens only. It opens the menu by the platform
 * (`popovertarget`), with or without JavaScript; the browser exposes its expanded state to
 * assistive technologies (docs/decisions/platform-interactions.md).
 */
export function MenuButton({ controls, label }: MenuButtonProps) {
  return (
    <button type="button" className={styles.button} popovertarget={controls} aria-controls={controls}>
      <span className={styles.bars} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span>{label}</span>
    </button>
  )
}
