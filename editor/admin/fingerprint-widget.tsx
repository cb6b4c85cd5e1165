import * as React from "react"
import { sha256Hex } from "../../src/utils/fingerprint"

/** The props Decap gives a control; this wrapper also calls `onChange` with the fingerprint it computes. */
export interface FingerprintProps {
  value?: unknown
  onChange: (value: string) => void
  forID?: string
}

/**
 * The field of a PDF's SHA-256 (data/rapports.json › reports › sha256, issue 48): the editor chooses the
 * issued PDF, the page computes its fingerprint (Web Crypto) and fills the field. The PDF is read in the
 * browser only: it is neither uploaded nor saved in the repository. Decap's ref reaches the wrapped
 * control, whose `isValid` refuses a malformed fingerprint at save (editor/admin/checked-widget.tsx).
 */
export function fingerprintControl(Control: React.ComponentType<FingerprintProps & React.RefAttributes<unknown>>) {
  return React.forwardRef<unknown, FingerprintProps>(function FingerprintControl(props, ref) {
    const [state, setState] = React.useState<"idle" | "computing" | "failed">("idle")
    const id = `${props.forID ?? "empreinte"}-pdf`
    return (
      <>
        <Control {...props} ref={ref} />
        <p style={{ margin: "0.5rem 0 0" }}>
          <label htmlFor={id}>
            Calculer l’empreinte depuis le PDF émis (il ne quitte pas votre ordinateur)&nbsp;:{" "}
          </label>
          <input
            id={id}
            type="file"
            accept="application/pdf,.pdf"
            onChange={event => {
              const file = event.currentTarget.files?.[0]
              if (!file) return
              setState("computing")
              sha256Hex(file).then(
                hash => {
                  setState("idle")
                  props.onChange(hash)
                },
                () => setState("failed"),
              )
            }}
          />
          <span role="status">
            {state === "computing" ? " Calcul en cours…" : state === "failed" ? " Ce fichier n’a pas pu être lu." : ""}
          </span>
        </p>
      </>
    )
  })
}
