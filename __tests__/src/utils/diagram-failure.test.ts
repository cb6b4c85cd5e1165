import { diagramFailureScript, watchDiagramFailures } from "../../../src/utils/diagram-failure"

let consoleError: jest.SpyInstance
beforeEach(() => {
  consoleError = jest.spyOn(console, "error").mockImplementation(() => {})
  document.body.innerHTML = `
    <div><figure data-diagram="Traitement des plaintes"><img src="/static/a.png" alt=""></figure><ol><li>étape</li></ol></div>
    <p><img src="/static/photo.png" alt=""></p>`
})
afterEach(() => jest.restoreAllMocks())

const fail = (img: Element) => img.dispatchEvent(new Event("error")) // `error` does not bubble

describe("the diagram-failure script", () => {
  it("hides a diagram's figure whose image fails, once, and logs it in French with its name and address", () => {
    // A fresh document: each test's listener stays on the one it was given.
    const doc = document.implementation.createHTMLDocument()
    doc.body.innerHTML = document.body.innerHTML
    watchDiagramFailures(doc)
    const figure = doc.querySelector("figure")!
    fail(figure.querySelector("img")!)
    fail(figure.querySelector("img")!)
    expect(figure.hidden).toBe(true)
    expect(doc.querySelector("ol")!.hidden).toBe(false)
    expect(consoleError).toHaveBeenCalledTimes(1)
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/« Traitement des plaintes ».*\/static\/a\.png/))
  })

  it("leaves an image outside a diagram alone", () => {
    const doc = document.implementation.createHTMLDocument()
    doc.body.innerHTML = document.body.innerHTML
    watchDiagramFailures(doc)
    fail(doc.querySelector("p img")!)
    expect(doc.querySelector("p")!.hidden).toBe(false)
    expect(consoleError).not.toHaveBeenCalled()
  })

  it("serialises to a self-contained script that does the same once run", () => {
    // The script's text, run as the page runs it.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
    new Function(diagramFailureScript())()
    fail(document.querySelector("figure img")!)
    expect(document.querySelector("figure")!.hidden).toBe(true)
    expect(consoleError).toHaveBeenCalledTimes(1)
  })
})
