import * as React from "react"

/** An Immutable Map as Decap CMS gives a field; only what this wrapper reads is typed. */
interface FieldMap {
  get: (key: string, fallback?: unknown) => unknown
  set: (key: string, value: string) => FieldMap
}
type Translate = (key: string, options?: Record<string, unknown>) => string

/** The props Decap CMS gives a list widget's control; only what this wrapper reads is typed. */
export interface ListControlProps {
  field: FieldMap
  value?: { size: number } | null
  t: Translate
}

/** What the list's counter says: « 3 éléments », « 1 élément », « 0 élément ». */
export const countWord = (size: number) => (size > 1 ? "éléments" : "élément")

/**
 * Decap's list control (decap-cms-widget-list, ListControl.js, renderListControl) writes its counter as
 * `${items.size} ${label.toLowerCase()}`: the form's labels are sentences (« Les fondateurs, dans l’ordre
 * d’affichage »), and it read « 3 les fondateurs, dans l’ordre d’affichage » (issue 47, point 7). The
 * control is given a label that counts (« 3 éléments »); the phrases that name the list keep its own words:
 * the add button (« Ajouter un fondateur », ObjectWidgetTopBar.js) and the size messages (`fieldLabel`).
 * Decap reaches the list's own control through `getWrappedInstance` (EditorControlPane/Widget.js,
 * processInnerControlRef): its checks (isValid) and its focus stay the list's.
 */
export function countedList(Control: React.ComponentType<ListControlProps & React.RefAttributes<unknown>>) {
  return class CountedList extends React.Component<ListControlProps> {
    private inner: unknown = null

    getWrappedInstance = () => this.inner

    private keep = (ref: unknown) => {
      this.inner = ref
    }

    render() {
      const { field, t, value } = this.props
      const label = String(field.get("label", field.get("name")))
      const singular = field.get("label_singular")
      const item = (typeof singular === "string" && singular ? singular : label).toLowerCase()
      const word = countWord(value?.size ?? 0)
      const counted = field.set("label", word).set("label_singular", word)
      const said: Translate = (key, options) =>
        t(key, {
          ...options,
          ...(options?.item === word ? { item } : {}),
          ...(options?.fieldLabel === word ? { fieldLabel: label } : {}),
        })
      return <Control {...this.props} field={counted} t={said} ref={this.keep} />
    }
  }
}
