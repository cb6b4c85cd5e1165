import * as React from "react"
import { moveItemByKeys, type SortableList } from "./list-keys"
import { VISUALLY_HIDDEN } from "./visually-hidden"

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
 *
 * Its items move from the keyboard too (./list-keys.ts), each move said in a polite live region.
 */
export function countedList(Control: React.ComponentType<ListControlProps & React.RefAttributes<unknown>>) {
  return class CountedList extends React.Component<ListControlProps, { announced: string }> {
    private inner: unknown = null
    state = { announced: "" }

    private box: HTMLElement | null = null

    // A listener of its own: the box only passes on the keys of the handles inside it.
    private keepBox = (element: HTMLElement | null) => {
      this.box?.removeEventListener("keydown", this.moveByKeys)
      this.box = element
      element?.addEventListener("keydown", this.moveByKeys)
    }

    private moveByKeys = (event: KeyboardEvent) => {
      const announced = moveItemByKeys(event, this.inner as SortableList | null)
      if (announced) this.setState({ announced })
    }

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
      // A box of no layout of its own (display: contents): the keys of the list's items, and what they did.
      return (
        <div style={{ display: "contents" }} ref={this.keepBox}>
          <Control {...this.props} field={counted} t={said} ref={this.keep} />
          <span role="status" style={VISUALLY_HIDDEN}>
            {this.state.announced}
          </span>
        </div>
      )
    }
  }
}
