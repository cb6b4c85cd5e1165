/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { existsExactly, sniff } from "../node/image-file"
import { projectRoot } from "../node/project-root"

const data = path.join(projectRoot, "data")
const dir = mkdtempSync(path.join(tmpdir(), "images-"))
afterAll(() => rmSync(dir, { recursive: true }))
const file = (name: string, content: string | Buffer) => {
  writeFileSync(path.join(dir, name), content)
  return path.join(dir, name)
}

describe("sniff", () => {
  it.each([
    ["images/fondateurs/claire-dumontel.jpg", "jpeg"],
    ["images/diagrammes/traitement-appels.png", "png"],
    ["images/logo.svg", "svg"],
  ])("recognises the real image %s as %s", (name, format) => {
    expect(sniff(path.join(data, name))).toEqual({ image: format })
  })

  it.each([
    ["webp", Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WEBPVP8 ")]), { image: "webp" }],
    ["avif", Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from("ftypavif")]), { image: "avif" }],
    [
      "svg with a prologue",
      '<?xml version="1.0"?>\n<!-- dessin -->\n<svg xmlns="http://www.w3.org/2000/svg"/>',
      { image: "svg" },
    ],
    [
      "heic",
      Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic")]),
      { other: "une photo HEIC (le format des iPhone)" },
    ],
    ["pdf", "%PDF-1.7\n", { other: "un document PDF" }],
    ["html", "<!DOCTYPE html><html></html>", { other: "une page web (HTML), pas l’image elle-même" }],
    ["text", "bonjour", { other: "du texte" }],
    ["empty", "", { other: "un fichier vide" }],
    [
      "docx",
      Buffer.concat([Buffer.from("PK\x03\x04"), Buffer.alloc(8)]),
      { other: "un document Word ou Excel, ou une archive ZIP" },
    ],
  ])("reads the bytes of a %s file, whatever its name", (name, content, expected) => {
    expect(sniff(file(`${name.replace(/\W/g, "-")}.jpg`, content))).toEqual(expected)
  })
})

describe("existsExactly", () => {
  it("finds a file or folder spelt exactly", () => {
    expect(existsExactly(data, "images/fondateurs/claire-dumontel.jpg")).toBe("file")
    expect(existsExactly(data, "images/fondateurs")).toBe("directory")
  })

  it("does not forgive capitals, as the Linux build would not", () => {
    expect(existsExactly(data, "images/fondateurs/Claire-Dumontel.jpg")).toBe(false)
    expect(existsExactly(data, "Images/fondateurs/claire-dumontel.jpg")).toBe(false)
  })
})
