import * as React from "react"
import { render, screen } from "@testing-library/react"
import { Map } from "immutable"
import { countedList, type ListControlProps } from "../../admin/counted-list"

/** Decap's list control as far as the wrapper matters (decap-cms-widget-list, ListControl.js): counter, add button, size check. */
class DecapLikeList extends React.Component<ListControlProps> {
  isValid = () => this.props.t("rangeCount", { fieldLabel: this.props.field.get("label") })
  render() {
    const { field, value, t } = this.props
    const size = value?.size ?? 0
    const label = String(size === 1 ? field.get("label_singular") : field.get("label"))
    return (
      <>
        <p>{`${size} ${label.toLowerCase()}`}</p>
        <button>{t("add", { item: String(field.get("label_singular")).toLowerCase() })}</button>
      </>
    )
  }
}
const t = (key: string, options?: Record<string, unknown>) => `${key} ${JSON.stringify(options ?? {})}`
const field = Map({ label: "Les fondateurs, dans l’ordre d’affichage", label_singular: "un fondateur" })
const CountedList = countedList(DecapLikeList as never)

test.each([
  [3, "3 éléments"],
  [1, "1 élément"],
  [0, "0 élément"],
])("%i items are counted « %s », never with the list's label", (size, counter) => {
  render(<CountedList field={field as never} value={{ size }} t={t} />)
  expect(screen.getByText(counter, { exact: true })).toBeInTheDocument()
  expect(screen.getByRole("button")).toHaveTextContent('"item":"un fondateur"')
})

test("Decap reaches the list's own control: its size check names the list by its label", () => {
  const ref = React.createRef<{ getWrappedInstance: () => DecapLikeList }>()
  render(<CountedList ref={ref as never} field={field as never} value={{ size: 2 }} t={t} />)
  expect(ref.current!.getWrappedInstance().isValid()).toContain("Les fondateurs, dans l’ordre d’affichage")
})
