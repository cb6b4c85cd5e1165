import * as React from "react"
import * as styles from "./version-reminder.module.css"

interface VersionReminderProps {
  /** The document card of the entry being edited, as Decap gives it (fields may still be empty). */
  document?: { readonly version?: string | null; readonly edition?: string | null } | null
}

const nbsp = "\u00a0"

/**
 * Above a versioned document's preview (issue 39, point 13): its version and edition date as they stand
 * in the entry, and the rule the save applies. The preview runs in the editor's browser on the entry
 * alone, without git: the comparison with the last committed state is the save guard's, on the server
 * (editor/admin/save-guard.ts), which refuses the save in French when the rule is broken.
 */
export function VersionReminder({ document }: VersionReminderProps) {
  if (!document?.version) return null
  const edition = document.edition ? `, édition du ${document.edition}` : ""
  return (
    <p role="note" className={styles.reminder}>
      <strong>
        Document versionné{nbsp}: version {document.version}
        {edition}.
      </strong>{" "}
      Si vous modifiez son texte, donnez-lui une nouvelle version et la date d’édition du jour, et ajoutez la version
      qu’elle remplace aux versions précédentes{nbsp}: l’enregistrement compare le document à sa dernière version
      enregistrée et le refuse sinon.
    </p>
  )
}
