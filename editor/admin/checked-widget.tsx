import * as React from "react"
import { checkField, type FieldCheck } from "./field-check"

/** The props Decap CMS gives a widget's control (passed through untouched); only what this wrapper reads is typed. */
export interface ControlProps {
  value?: unknown
  field: { get: (key: string) => unknown }
}

const noteStyle: React.CSSProperties = {
  margin: "0.5rem 0 0",
  padding: "0.5rem 0.75rem",
  background: "#fff7e0",
  color: "#5c4400",
  borderRadius: 4,
  fontSize: "0.85rem",
}

/**
 * One of Decap's own controls (string, text) with the content check of `npm run check` on its
 * value: an error is shown beside the field and blocks the save (Decap calls `isValid`), a typography
 * warning is shown under it without blocking (data/README.md, « Modifier le site dans le navigateur »).
 */
export function checkedControl(Control: React.ComponentType<ControlProps>, routes: string[]) {
  return class CheckedControl extends React.Component<ControlProps> {
    private check() {
      const check = this.props.field.get("check") as { toJS: () => FieldCheck } | undefined
      const { value } = this.props
      // An optional field left empty is Decap's to allow (`required: false`, editor/admin/cms-config.ts):
      // whether a sibling status makes it necessary (a date once « inscrit ») is the whole-file check
      // that the save guard runs before writing (editor/admin/save-guard.ts).
      const empty = value === undefined || value === null || value === ""
      if (!check || (empty && this.props.field.get("required") === false)) return { errors: [], warnings: [] }
      return checkField(check.toJS(), value ?? "", routes)
    }

    isValid = () => {
      const { errors } = this.check()
      return errors.length ? { error: { type: "CUSTOM", message: errors.join("\n") } } : { error: false }
    }

    render() {
      const { warnings } = this.check()
      return (
        <>
          <Control {...this.props} />
          {warnings.map(warning => (
            <p key={warning} role="note" style={noteStyle}>
              {warning}
            </p>
          ))}
        </>
      )
    }
  }
}
