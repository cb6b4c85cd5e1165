import * as React from "react"
import { createHash, webcrypto } from "node:crypto"
import { render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { cmsConfig } from "../../admin/cms-config"
import { fingerprintControl, type FingerprintProps } from "../../admin/fingerprint-widget"

const files = cmsConfig({ localBackendUrl: "http://127.0.0.1:8081/api/v1" }).collections[0].files
const reports = files.find(file => file.name === "rapports")!.fields.find(field => field.name === "reports")!

const Input = (props: FingerprintProps) => (
  <input aria-label="empreinte" readOnly value={typeof props.value === "string" ? props.value : ""} />
)

beforeAll(() => {
  // jsdom has no Web Crypto digest: Node's own, the same algorithm the browser runs.
  if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, "crypto", { value: webcrypto })
})

describe("the fingerprint field of a report", () => {
  it("is the fingerprint widget in the editor's configuration", () => {
    expect(reports.fields!.find(field => field.name === "sha256")!.widget).toBe("fingerprint")
  })

  it("fills itself with the SHA-256 of the PDF chosen in the form", async () => {
    const onChange = jest.fn()
    const Control = fingerprintControl(Input)
    render(<Control value="" onChange={onChange} forID="sha256" />)
    const bytes = Buffer.from("%PDF-1.4 rapport fictif\n%%EOF\n")
    const pdf = new File([bytes], "rapport.pdf", { type: "application/pdf" })
    // jsdom's File hands over its bytes in jsdom's own realm, which Node's Web Crypto does not take: Node's bytes.
    Object.defineProperty(pdf, "arrayBuffer", {
      value: () => Promise.resolve(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length)),
    })
    await userEvent.upload(screen.getByLabelText(/Calculer l’empreinte depuis le PDF/), pdf)
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(createHash("sha256").update(bytes).digest("hex")))
  })

  it("hands Decap's ref to the wrapped control, whose isValid refuses a malformed fingerprint at save", () => {
    class Checked extends React.Component<FingerprintProps> {
      isValid = () => ({ error: /^[0-9a-f]{64}$/.test(String(this.props.value)) ? false : { message: "malformed" } })
      render() {
        return <Input {...this.props} />
      }
    }
    const Control = fingerprintControl(Checked)
    const ref = React.createRef<Checked>()
    render(<Control ref={ref} value="abc" onChange={jest.fn()} forID="sha256" />)
    expect(ref.current?.isValid()).toEqual({ error: { message: "malformed" } })
  })
})
