import { readFileSync } from "node:fs"
import path from "node:path"
import { inlineSvg } from "../../../plugins/images/inline-svg"
import { readContent } from "../../helpers/content"

const drawing =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#0f5c4a"/></svg>'

describe("inlineSvg", () => {
  it("keeps the site's logo as it is", () => {
    const logo = readFileSync(path.resolve("data", readContent("site.json").logo), "utf8")
    expect(inlineSvg(logo)).toBe(logo.trim())
  })

  it("drops what an editor's tool writes around the drawing: BOM, XML prolog, comments, doctype", () => {
    const saved = `\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generator: Illustrator -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${drawing}\n`
    expect(inlineSvg(saved)).toBe(drawing)
  })

  it.each([
    ["a script", drawing.replace("</svg>", "<script>alert(1)</script></svg>")],
    ["an event handler", drawing.replace("<rect ", '<rect onclick="alert(1)" ')],
    ["a link", drawing.replace("<rect", '<a href="https://example.org"><rect').replace("</svg>", "</a></svg>")],
    ["an external image", drawing.replace("</svg>", '<image href="https://example.org/x.png"/></svg>')],
    ["embedded HTML", drawing.replace("</svg>", "<foreignObject><p>x</p></foreignObject></svg>")],
    ["a style sheet", drawing.replace("</svg>", "<style>rect{fill:red}</style></svg>")],
    ["an entity", `<!DOCTYPE svg [<!ENTITY x "y">]>${drawing}`],
    ["something after the drawing", `${drawing}<p>x</p>`],
    ["no SVG at all", "<p>logo</p>"],
  ])("refuses a file with %s: the page keeps the image", (_, markup) => {
    expect(inlineSvg(markup)).toBeNull()
  })
})
