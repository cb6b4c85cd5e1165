import * as React from "react"
import { render, screen } from "@testing-library/react"
import { cmsConfig } from "../../admin/cms-config"
import { checkedControl, type ControlProps } from "../../admin/checked-widget"

const files = cmsConfig({ localBackendUrl: "http://127.0.0.1:8081/api/v1" }).collections[0].files
const legal = files.find(file => file.name === "mentions-legales")!.fields
const siren = legal.find(field => field.name === "publisher")!.fields!.find(field => field.name === "siren")!
const intro = files.find(file => file.name === "accueil")!.fields.find(field => field.name === "aboutIntro")!
const founder = files.find(file => file.name === "fondateurs")!.fields.find(field => field.name === "items")!.fields!
const h2aDate = founder.find(field => field.name === "h2aDate")!
// Decap hands widgets their field as an Immutable map; `get` and `toJS` are what the wrapper uses.
const immutable = (field: object) => ({
  get: (key: string) => {
    const value = (field as Record<string, unknown>)[key]
    return value && typeof value === "object" ? { toJS: () => value } : value
  },
})

const Input = (props: ControlProps) => <input aria-label="champ" defaultValue={String(props.value)} />

describe("a field of the editor with the content check", () => {
  test("refuses an invalid SIREN with the check's message, accepts a valid one", () => {
    const Checked = checkedControl(Input, [])
    const ref = React.createRef<InstanceType<typeof Checked>>()
    const { rerender } = render(<Checked ref={ref} value="123456789" field={immutable(siren)} />)
    expect(ref.current!.isValid()).toEqual({
      error: { type: "CUSTOM", message: expect.stringContaining("Numéro SIREN invalide") as string },
    })
    rerender(<Checked ref={ref} value="912345675" field={immutable(siren)} />)
    expect(ref.current!.isValid()).toEqual({ error: false })
  })

  test("says under the field which typography the save will correct, without blocking the save", () => {
    const Checked = checkedControl(Input, [])
    const ref = React.createRef<InstanceType<typeof Checked>>()
    render(<Checked ref={ref} value="L'équipe" field={immutable(intro)} />)
    expect(screen.getByRole("note")).toHaveTextContent("Typographie corrigée à l’enregistrement : apostrophe droite.")
    expect(ref.current!.isValid()).toEqual({ error: false })
  })

  test("refuses typography that needs a person's choice (an unpaired straight quote)", () => {
    const Checked = checkedControl(Input, [])
    const ref = React.createRef<InstanceType<typeof Checked>>()
    render(<Checked ref={ref} value={'Un "seul guillemet'} field={immutable(intro)} />)
    expect(ref.current!.isValid()).toEqual({
      error: { type: "CUSTOM", message: expect.stringContaining("Typographie\u00a0: guillemets droits") as string },
    })
  })

  test("lets an optional field stay empty, but still checks what is typed in it", () => {
    expect(h2aDate.required).toBe(false)
    const Checked = checkedControl(Input, [])
    const ref = React.createRef<InstanceType<typeof Checked>>()
    const { rerender } = render(<Checked ref={ref} value="" field={immutable(h2aDate)} />)
    expect(ref.current!.isValid()).toEqual({ error: false })
    rerender(<Checked ref={ref} value="bientôt" field={immutable(h2aDate)} />)
    expect(ref.current!.isValid()).toEqual({ error: { type: "CUSTOM", message: expect.any(String) as string } })
  })

  test("refuses a required field left empty", () => {
    const Checked = checkedControl(Input, [])
    const ref = React.createRef<InstanceType<typeof Checked>>()
    render(<Checked ref={ref} value="" field={immutable(siren)} />)
    expect(ref.current!.isValid()).toEqual({ error: { type: "CUSTOM", message: expect.any(String) as string } })
  })
})
