import { fromJS } from "immutable"
import * as React from "react"
import { nextVersion, type DocumentCard } from "../../content-model/new-version"

/** The props Decap CMS gives an object widget's control; only what this wrapper reads is typed. */
export interface ObjectControlProps {
  value?: { toJS: () => unknown } | null
  onChange: (value: unknown) => void
}

const boxStyle: React.CSSProperties = {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "0.5rem 1rem",
  margin: "0 0 1rem",
  padding: "0.75rem 1rem",
  background: "#eef4fb",
  borderRadius: 4,
  fontSize: "0.9rem",
}

/**
 * A versioned document's card (Decap's object control) with « Nouvelle version » above it (issue 47,
 * point 4): one click moves the version in force into the previous versions with its dates and gives
 * the next number and today's date (content-model/new-version.ts). Once per visit of the entry: a second
 * click would make a version of a version nobody read.
 */
export function newVersionControl(Control: React.ComponentType<ObjectControlProps>) {
  return class NewVersionControl extends React.Component<ObjectControlProps, { made?: string }> {
    state: { made?: string } = {}

    private newVersion = () => {
      const card = this.props.value?.toJS() as DocumentCard | undefined
      if (!card?.version) return
      const next = nextVersion(card)
      this.props.onChange(fromJS(next))
      this.setState({
        made: `Version ${next.version} du ${next.edition} préparée\u00a0: la version ${card.version} est passée aux versions précédentes. Modifiez le texte, puis enregistrez.`,
      })
    }

    render() {
      const { made } = this.state
      return (
        <>
          <div style={boxStyle}>
            <button type="button" onClick={this.newVersion} disabled={!!made}>
              Nouvelle version
            </button>
            <p role="status" style={{ margin: 0, flex: "1 1 20rem" }}>
              {made ??
                "Avant de modifier le texte de ce document\u00a0: un clic range la version en vigueur parmi les versions précédentes et prépare la suivante, datée du jour."}
            </p>
          </div>
          <Control {...this.props} />
        </>
      )
    }
  }
}
