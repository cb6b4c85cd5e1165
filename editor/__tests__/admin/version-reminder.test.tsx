import * as React from "react"
import { render, screen } from "@testing-library/react"
import { VersionReminder } from "../../admin/version-reminder"

describe("the reminder above a versioned document's preview", () => {
  test("a note with the entry's version and edition date, and the rule the save applies", () => {
    render(<VersionReminder document={{ version: "07", edition: "03/02/2027" }} />)
    const note = screen.getByRole("note")
    expect(note).toHaveTextContent("version 07, édition du 03/02/2027")
    expect(note).toHaveTextContent(/nouvelle version et la date d’édition du jour/)
    // French typography: a no-break space before each colon.
    expect(note.textContent).not.toMatch(/ :/)
    expect(note.textContent).toMatch(/\u00a0:/)
  })

  test("follows the entry as the editor types: a new version shows at once", () => {
    const { rerender } = render(<VersionReminder document={{ version: "07", edition: "03/02/2027" }} />)
    rerender(<VersionReminder document={{ version: "08", edition: "04/02/2027" }} />)
    expect(screen.getByRole("note")).toHaveTextContent("version 08, édition du 04/02/2027")
  })

  test("nothing for an entry without a document card (yet)", () => {
    const { container } = render(<VersionReminder document={undefined} />)
    expect(container).toBeEmptyDOMElement()
  })
})
