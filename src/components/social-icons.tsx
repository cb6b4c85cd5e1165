import * as React from "react"
import * as styles from "./social-icons.module.css"

// Simple outlines drawn for this site (no third-party icon font or CDN).
const paths: Record<string, string> = {
  linkedin:
    "M4 9h3v11H4zM5.5 4a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5zM10 9h2.9v1.6c.4-.8 1.5-1.8 3.2-1.8 3.3 0 3.9 2.1 3.9 5V20h-3v-5.4c0-1.3 0-3-1.8-3s-2.2 1.4-2.2 2.9V20h-3z",
  x: "M4 4h4.5l4 5.6L17.3 4H20l-6.2 7.3L20.5 20H16l-4.3-6-5.3 6H3.8l6.6-7.7z",
  youtube:
    "M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z",
}

interface SocialIconsProps {
  label?: string
  items: readonly { readonly name: string; readonly icon: string }[]
}

/** The networks are not open yet (SPEC §2): icons, not links, so nothing focusable leads nowhere. */
export function SocialIcons({ label, items }: SocialIconsProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map(({ name, icon }) => (
        <li key={name} className={styles.item}>
          <svg viewBox="0 0 24 24" width="20" height="20" role="img" aria-label={name} focusable="false">
            <path d={paths[icon]} fill="currentColor" />
          </svg>
        </li>
      ))}
    </ul>
  )
}
