import * as React from "react"
import { act } from "@testing-library/react"
import { replaceHydrateFunction } from "../../src/hydrate"
import { HYDRATION_START } from "../../src/utils/hydration-start"

function Counter() {
  const [count, setCount] = React.useState(0)
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`Clics : ${count}`}
    </button>
  )
}

describe("replaceHydrateFunction", () => {
  it("hydrates the server HTML in place: the same button, and it works", async () => {
    const container = document.createElement("div")
    // What the server writes for <Counter />.
    container.innerHTML = `<button type="button">Clics : 0</button>`
    const serverButton = container.querySelector("button")
    const errors = jest.spyOn(console, "error").mockImplementation(() => {})
    let unmount = () => {}
    // The transition is flushed when act's callback settles.
    await act(() => {
      unmount = replaceHydrateFunction()(<Counter />, container)
      return Promise.resolve()
    })
    await act(() => {
      serverButton?.click()
      return Promise.resolve()
    })
    expect(container.querySelector("button")).toBe(serverButton)
    expect(serverButton?.textContent).toBe("Clics : 1")
    expect(errors).not.toHaveBeenCalled()
    act(() => unmount())
    expect(container.childNodes).toHaveLength(0)
    errors.mockRestore()
  })

  it("announces that React listens: a click given back then is handled, before the transition ends", () => {
    const container = document.createElement("div")
    document.body.append(container)
    container.innerHTML = `<button type="button">Clics : 0</button>`
    const serverButton = container.querySelector("button")!
    // What the page's script loader does with a button clicked before (src/build/defer-scripts.ts).
    const replay = () => serverButton.click()
    document.addEventListener(HYDRATION_START, replay, { once: true })
    let unmount = () => {}
    act(() => {
      unmount = replaceHydrateFunction()(<Counter />, container)
    })
    expect(serverButton.textContent).toBe("Clics : 1")
    act(() => unmount())
    container.remove()
  })

  it("renders into a container without server HTML, as in gatsby develop", async () => {
    const container = document.createElement("div")
    let unmount = () => {}
    // The transition is flushed when act's callback settles.
    await act(() => {
      unmount = replaceHydrateFunction()(<Counter />, container)
      return Promise.resolve()
    })
    expect(container.textContent).toBe("Clics : 0")
    act(() => unmount())
    expect(container.childNodes).toHaveLength(0)
  })
})
