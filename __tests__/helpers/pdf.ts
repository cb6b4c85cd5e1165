import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import path from "node:path"
import { inflateSync } from "node:zlib"

/*
 * Reading back the PDFs the build writes (plugins/pdf-documents/): their text with Debian's poppler
 * (scripts/ensure-poppler.sh), their logical structure as `pdfinfo -struct-text` prints it, and the
 * marked content of their pages' content streams.
 */

/** poppler's tools, from PATH or beside PDFTOTEXT_PATH (README.md). */
export const poppler = (tool: string) =>
  process.env.PDFTOTEXT_PATH ? path.join(path.dirname(process.env.PDFTOTEXT_PATH), tool) : tool

export const pdfinfo = (file: string, ...options: string[]) =>
  execFileSync(poppler("pdfinfo"), [...options, "-enc", "UTF-8", file], { encoding: "utf8" })

/** One element of a tagged PDF's structure tree: its type (H1, P, LI…), its content, its child elements. */
export interface StructureElement {
  type: string
  /** The texts of its marked content and its child elements, in their order (a Span inside a paragraph). */
  content: (string | StructureElement)[]
  children: StructureElement[]
}

/**
 * The structure tree of a tagged PDF, parsed from `pdfinfo -struct-text`: one line per element (its type,
 * then its placement in brackets), indented two spaces under its parent, its text quoted on the lines below.
 */
export function pdfStructure(file: string): StructureElement[] {
  const roots: StructureElement[] = []
  const open: StructureElement[] = [] // open[depth]: the element whose children are indented at depth + 1
  for (const line of pdfinfo(file, "-struct-text").split("\n")) {
    if (!line.trim()) continue
    const depth = (line.length - line.trimStart().length) / 2
    const content = line.trim()
    if (content.startsWith('"') && content.endsWith('"')) {
      open[depth - 1].content.push(content.slice(1, -1))
      continue
    }
    const element: StructureElement = { type: content.split(" ")[0], content: [], children: [] }
    if (depth === 0) roots.push(element)
    else {
      open[depth - 1].children.push(element)
      open[depth - 1].content.push(element)
    }
    open[depth] = element
    open.length = depth + 1
  }
  return roots
}

/** Every element of the tree, depth first: the reading order. */
export const descendants = (elements: StructureElement[]): StructureElement[] =>
  elements.flatMap(element => [element, ...descendants(element.children)])

/** An element's text and its descendants', in reading order. */
export const textOf = (element: StructureElement): string =>
  element.content.map(part => (typeof part === "string" ? part : textOf(part))).join("")

/** Whitespace of any kind (line breaks, no-break spaces) counts as one space. */
export const normalize = (text: string) => text.replace(/\s+/g, " ").trim()

/** A token of a content stream (ISO 32000-1 § 7.2): an operator, or an operand the operator takes. */
type Token = { operator: string } | { operand: string }

/** The tokens of a content stream: strings, hex strings, names, numbers, arrays and dictionaries, operators. */
function tokenize(stream: string): Token[] {
  const tokens: Token[] = []
  let at = 0
  const delimiters = "()<>[]{}/% \t\r\n\f\0"
  while (at < stream.length) {
    const char = stream[at]
    if (" \t\r\n\f\0".includes(char)) at++
    else if (char === "%") at = stream.indexOf("\n", at) === -1 ? stream.length : stream.indexOf("\n", at)
    else if (char === "(") {
      // A literal string: balanced parentheses, backslash escapes.
      let depth = 0
      const start = at
      for (; at < stream.length; at++) {
        if (stream[at] === "\\") at++
        else if (stream[at] === "(") depth++
        else if (stream[at] === ")" && --depth === 0) break
      }
      tokens.push({ operand: stream.slice(start, ++at) })
    } else if (stream.startsWith("<<", at) || stream.startsWith(">>", at)) {
      tokens.push({ operand: stream.slice(at, at + 2) })
      at += 2
    } else if (char === "<") {
      const end = stream.indexOf(">", at) + 1
      tokens.push({ operand: stream.slice(at, end) })
      at = end
    } else if ("[]{}".includes(char)) {
      tokens.push({ operand: char })
      at++
    } else {
      const start = at
      at++
      while (at < stream.length && !delimiters.includes(stream[at])) at++
      const word = stream.slice(start, at)
      const isOperand = char === "/" || /^[+-]?(\d+\.?\d*|\.\d+)$/.test(word) || word === "true" || word === "false"
      tokens.push(isOperand ? { operand: word } : { operator: word })
    }
  }
  return tokens
}

/** The operators that show text (ISO 32000-1 § 9.4.3). */
const showsText = new Set(["Tj", "TJ", "'", '"'])

/**
 * For each page of the PDF, each text it shows with the marked-content tags it is drawn in, outermost
 * first (`/P <</MCID 3>> BDC … EMC`: ["P"]; outside any marked content: []).
 */
export function textMarkings(file: string): string[][][] {
  const bytes = readFileSync(file)
  const pdf = bytes.toString("latin1")
  const object = (number: string) => {
    const start = pdf.indexOf(`\n${number} 0 obj\n`)
    return { start, end: pdf.indexOf("endobj", start) }
  }
  // Each page's content stream, in page order (the page tree lists them: /Kids of /Type /Pages).
  const kids = /\/Type \/Pages[^]*?\/Kids \[([^\]]*)\]/.exec(pdf)?.[1] ?? ""
  return [...kids.matchAll(/(\d+) 0 R/g)].map(([, page]) => {
    const { start, end } = object(page)
    const contents = /\/Contents (\d+) 0 R/.exec(pdf.slice(start, end))?.[1] ?? ""
    const stream = object(contents)
    const from = pdf.indexOf("stream\n", stream.start) + "stream\n".length
    const to = pdf.lastIndexOf("\nendstream", stream.end)
    const text = inflateSync(bytes.subarray(from, to)).toString("latin1")
    const markings: string[][] = []
    const tags: string[] = []
    let operands: string[] = []
    for (const token of tokenize(text)) {
      if ("operand" in token) {
        operands.push(token.operand)
        continue
      }
      if (token.operator === "BMC" || token.operator === "BDC") tags.push(operands[0].slice(1))
      else if (token.operator === "EMC") tags.pop()
      else if (showsText.has(token.operator)) markings.push([...tags])
      operands = []
    }
    return markings
  })
}
