import { SessionStorage } from "../../../plugins/no-web-storage/scroll-memory"

describe("scroll positions kept in memory", () => {
  it("gives back what was saved for a location and key, and 0 for the unknown", () => {
    const storage = new SessionStorage()
    storage.save({ pathname: "/nos-activites" }, "abc", 420)
    expect(storage.read({ pathname: "/nos-activites" }, "abc")).toBe(420)
    expect(storage.read({ pathname: "/nos-activites" }, "def")).toBe(0)
    expect(storage.read({ pathname: "/" }, null)).toBe(0)
  })

  it("shares the positions between instances, as sessionStorage would", () => {
    new SessionStorage().save({ pathname: "/" }, null, 99)
    expect(new SessionStorage().read({ pathname: "/" })).toBe(99)
  })

  it("writes nothing in the browser's storage", () => {
    new SessionStorage().save({ pathname: "/mentions-legales" }, "k", 10)
    expect(window.sessionStorage).toHaveLength(0)
    expect(window.localStorage).toHaveLength(0)
  })
})
