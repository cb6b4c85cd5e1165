import * as React from "react"
import * as styles from "./menu-button.module.css"

interface MenuButtonProps {
  open: boolean
  controls: string
  label?: string
  onToggle: () => void
}

/** The hamburger button, shown on small screens only. */
export const MenuButton = React.forwardRef<HTMLButtonElement, MenuButtonProps>(function MenuButton(
  { open, controls, label, onToggle },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      className={styles.button}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <span className={styles.bars} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span>{label}</span>
    </button>
  )
})
