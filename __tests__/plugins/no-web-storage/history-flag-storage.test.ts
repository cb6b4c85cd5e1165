import { getItem, removeItem, setItem } from "../../../plugins/no-web-storage/history-flag-storage"

describe("Gatsby's reload mark, kept in the history entry", () => {
  it("keeps the router's state, survives in history.state and writes no web storage", () => {
    window.history.replaceState({ key: "router-key" }, "")
    expect(getItem("gatsby-reload-compilation-hash-match")).toBeNull()
    setItem("gatsby-reload-compilation-hash-match", "1")
    expect(getItem("gatsby-reload-compilation-hash-match")).toBe("1")
    expect(window.history.state).toEqual({
      key: "router-key",
      gatsbyReloadFlags: { "gatsby-reload-compilation-hash-match": "1" },
    })
    removeItem("gatsby-reload-compilation-hash-match")
    expect(getItem("gatsby-reload-compilation-hash-match")).toBeNull()
    expect(window.history.state).toEqual({ key: "router-key", gatsbyReloadFlags: {} })
    expect(window.sessionStorage).toHaveLength(0)
    expect(window.localStorage).toHaveLength(0)
  })

  it("removing a mark that is not there leaves the history entry alone", () => {
    window.history.replaceState(null, "")
    removeItem("absent")
    expect(window.history.state).toBeNull()
  })
})
