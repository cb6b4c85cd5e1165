import * as React from "react"
import { useAccreditation } from "../hooks/use-accreditation"

interface AccreditationStatusProps {
  /** Also explain « type A », where the page presents the body. */
  withTypeA?: boolean
  className?: string
}

/** The body's two statuses from site.json (Cofrac, then H2A): the same words on every page that presents the body. */
export function AccreditationStatus({ withTypeA = false, className }: AccreditationStatusProps) {
  const accreditation = useAccreditation()
  if (!accreditation) return null
  const { statement, typeA } = accreditation
  return (
    <div
      className={className}
      data-accreditation={statement.accredited ? "accredite" : "non_accredite"}
      data-h2a={statement.registered ? "inscrit" : "non_inscrit"}
    >
      {withTypeA && <p>{typeA}</p>}
      {statement.accredited ? (
        <p>
          <strong>{statement.mention}</strong>, <a href={statement.scopeUrl}>{statement.scope}</a>.{" "}
          {statement.activities}
        </p>
      ) : (
        <p>{statement.text}</p>
      )}
      {statement.accredited && <p>{statement.h2a}</p>}
    </div>
  )
}
