/**
 * A strict JSON reader that remembers where each value sits (line, column) and, when the text is
 * not JSON, says where and why in plain French: JSON.parse's « Unexpected token » helps no editor.
 * jsonc-parser (the parser VS Code uses) reads the text and gives each value's line and column; this
 * file follows its events to know what was expected where the first error stands, and words that in French.
 */
import { printParseErrorCode, visit, type JSONVisitor } from "jsonc-parser"

export type JsonPath = (string | number)[]
export type Position = { line: number; column: number }
export type JsonSyntaxError = Position & { path: JsonPath; expected: string; found: string; hint?: string }
/** `positions`: where each value starts (for an object's property: where its name starts), keyed by `pointer`. */
export type ParsedJson = { value: unknown; positions: Map<string, Position>; duplicates: Duplicate[] }
type Duplicate = { path: JsonPath; position: Position }

export const pointer = (path: JsonPath) => path.map(part => `/${part}`).join("")

class Failure extends Error {
  constructor(readonly detail: JsonSyntaxError) {
    super(detail.expected)
  }
}

export function parseJson(text: string): { ok: true; json: ParsedJson } | { ok: false; error: JsonSyntaxError } {
  try {
    return { ok: true, json: read(text) }
  } catch (error) {
    if (error instanceof Failure) return { ok: false, error: error.detail }
    throw error
  }
}

/** What comes next: a value, an array's element, a property's name, its colon, a comma or a closing mark, the end. */
type Expected = "value" | "element" | "key" | "colon" | "separator" | "end"
type Container = { kind: "object" | "array"; path: JsonPath; line: number; keys: Set<string>; count: number }

const scanError = /^(Invalid(Unicode|EscapeCharacter|Character|NumberFormat)|UnexpectedEndOf(String|Number))$/
const quote = (text: string) => `« ${text} »`
const comment = ["du JSON", "un commentaire", "le JSON n’accepte pas de commentaires : supprimez-le"] as const
const nameHint = "en JSON, les noms de champs s’écrivent entre guillemets droits"
const quotesHint = 'en JSON, les textes et les noms de champs s’écrivent entre guillemets droits "…"'
const innerQuote =
  'un guillemet droit " à l’intérieur d’un texte le ferme trop tôt : utilisez les guillemets « » ou écrivez \\"'
const bom = "enregistrez le fichier en « UTF-8 » et non en « UTF-8 avec BOM »"
const aValue = 'une valeur : un texte entre guillemets droits "…", un nombre, une liste […] ou un objet {…}'
const escapes = 'après une barre oblique inverse \\ : " \\ / b f n r t ou u suivi de 4 chiffres hexadécimaux'
/** jsonc-parser counts lines and columns from 0, and a line ends at \r\n, \r or \n. */
const position = (line: number, column: number): Position => ({ line: line + 1, column: column + 1 })
const positionAt = (text: string, offset: number, lines = text.slice(0, offset).split(/\r\n|\r|\n/)) =>
  position(lines.length - 1, lines[lines.length - 1].length)

function read(text: string): ParsedJson {
  const positions = new Map<string, Position>()
  const duplicates: Duplicate[] = []
  const stack: Container[] = []
  let expected: Expected = "value"
  let key = ""
  let valueEndLine = 1 // where the last complete value ended: a missing comma belongs at the end of its line
  let at = 0
  let path: JsonPath = []
  const top = (): Container | undefined => stack[stack.length - 1]
  const peek = () => text[at] ?? ""
  const fail = (what: string, found: string, hint?: string): never => {
    const early = at >= text.length ? "le fichier s’arrête trop tôt : la fin a-t-elle été effacée ?" : undefined
    throw new Failure({ ...positionAt(text, at), path: [...path], expected: what, found, hint: hint ?? early })
  }
  /** The path of the value about to start. */
  const valuePath = (c = top()): JsonPath => (!c ? [] : [...c.path, c.kind === "object" ? key : c.count])
  const quoteHint = () => (/['“”«»‘’]/.test(peek()) ? quotesHint : undefined)
  const after = (mark: string) => text.slice(0, at).trimEnd().endsWith(mark)
  /** What the reader found at `at`, in words. */
  const describe = (char = peek(), end = text.indexOf('"', at + 1)): string => {
    if (char === "") return "la fin du fichier"
    if (char === "\n" || char === "\r") return "un retour à la ligne"
    if (char === "\u00a0" || char === "\u202f") return "une espace insécable hors d’un texte"
    if (char === '"') return quote(text.slice(at, end === -1 ? at + 20 : Math.min(end + 1, at + 30)))
    return quote(/^[\p{L}\p{N}_$-]+/u.exec(text.slice(at, at + 30))?.[0] ?? char)
  }
  if (text.startsWith("\ufeff")) fail("du JSON dès le premier caractère", "une marque d’ordre des octets (BOM)", bom)
  const startValue = (own: JsonPath, line: number, column: number) => {
    if (typeof own[own.length - 1] !== "string") positions.set(pointer(own), position(line, column))
    if (top()?.kind === "array") (top() as Container).count++
  }
  const endValue = (line: number) => {
    valueEndLine = line + 1
    expected = stack.length > 0 ? "separator" : "end"
  }
  const begin = (kind: Container["kind"], line: number, column: number, own: JsonPath) => {
    startValue(own, line, column)
    stack.push({ kind, path: own, line: line + 1, keys: new Set(), count: 0 })
    expected = kind === "object" ? "key" : "element"
  }
  // At the end of the text, jsonc-parser ends the open container, then says its closing mark is missing.
  const end = (offset: number, _: number, line: number) => void (offset < text.length && stack.pop() && endValue(line))
  const visitor: JSONVisitor = {
    onObjectBegin: (_offset, _length, line, column, own) => begin("object", line, column, own()),
    onArrayBegin: (_offset, _length, line, column, own) => begin("array", line, column, own()),
    onObjectEnd: end,
    onArrayEnd: end,
    onObjectProperty: (name, _offset, _length, line, column, own) => {
      const { keys } = top() as Container
      if (keys.has(name)) duplicates.push({ path: [...own(), name], position: position(line, column) })
      positions.set(pointer([...own(), name]), position(line, column))
      keys.add(name)
      key = name
      expected = "colon"
    },
    onLiteralValue: (_value, _offset, _length, line, column, own) => (startValue(own(), line, column), endValue(line)),
    onSeparator: mark => void (expected = mark === ":" ? "value" : top()?.kind === "object" ? "key" : "element"),
    onError: (code, offset) => explain(printParseErrorCode(code), offset),
  }
  visit(text, visitor, { disallowComments: true, allowTrailingComma: false })
  return { value: JSON.parse(text), positions, duplicates }
  /** The first error jsonc-parser reports, explained by what was expected there. */
  function explain(error: string, offset: number): never {
    at = offset
    path = top()?.path ?? []
    if (error === "InvalidCommentToken") fail(...comment)
    const [container, scan] = [top(), scanError.test(error)]
    if (scan && peek() === '"' && expected === "key") string()
    if (expected === "value" || expected === "element") {
      if (expected === "element" && !scan && (container?.count ?? 0) > 0 && peek() === "]")
        fail("une valeur après la virgule", describe(), "une virgule est en trop après le dernier élément de la liste")
      path = valuePath()
      if (scan && peek() === '"') string()
      unexpectedValue()
    }
    if (expected === "key") {
      const hint =
        at >= text.length ? `l’accolade ouverte ligne ${container?.line ?? 1} n’est jamais refermée` : nameHint
      const trailing = peek() === "}" && after(",") ? "une virgule est en trop après le dernier champ" : undefined
      fail('un nom de champ entre guillemets droits "…"', describe(), trailing ?? quoteHint() ?? hint)
    }
    if (expected === "colon") fail(`deux-points « : » après le nom de champ « ${key} »`, describe())
    return expected === "separator" ? unexpectedSeparator(container as Container) : afterEnd()
  }
  /** Where a value should start. A number or a word cut short is a value followed by something else. */
  function unexpectedValue(): never {
    const literal = /^(?:-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?|true|false|null)/.exec(text.slice(at))
    if (literal) afterValue(at + literal[0].length)
    if (/^[-0-9]/.test(peek())) fail("un nombre", describe())
    return fail(aValue, describe(), quoteHint())
  }
  /** A value ended at `end`: what follows must be a comma or a closing mark. */
  function afterValue(end: number): never {
    valueEndLine = positionAt(text, end).line
    for (at = end; at < text.length && " \t\n\r".includes(text[at]);) at++
    if (text.startsWith("//", at) || text.startsWith("/*", at)) fail(...comment)
    const container = top()
    path = container?.path ?? []
    return container ? unexpectedSeparator(container) : afterEnd()
  }
  function afterEnd(): never {
    const hint = "]}".includes(peek()) ? "une accolade ou un crochet fermant est en trop" : undefined
    return fail("la fin du fichier après la dernière accolade", describe(), hint)
  }
  function unexpectedSeparator({ kind, line }: Container): never {
    const [then, open] =
      kind === "object"
        ? ["puis le champ suivant, ou l’accolade fermante « } »", "l’accolade ouverte ligne %s n’est jamais refermée"]
        : ["puis l’élément suivant, ou le crochet fermant « ] »", "le crochet ouvert ligne %s n’est jamais refermé"]
    const inner = /[\p{L}\p{N}«]/u.test(peek()) && after('"') ? innerQuote : undefined // a " inside closed the text
    const comma = /["{[]/.test(peek()) ? `il manque une virgule à la fin de la ligne ${valueEndLine}` : quoteHint()
    const hint = at >= text.length ? open.replace("%s", `${line}`) : (inner ?? comma)
    return fail(`une virgule « , » ${then}`, describe(), hint)
  }
  /** Walks a text jsonc-parser found broken, to the character that breaks it. */
  function string(): never {
    const start = at
    at += /^"(?:(?!["\\])[ -\uffff]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*/.exec(text.slice(at))?.[0].length ?? 0
    if (peek() === '"') return afterValue(at + 1) // The text itself is sound: what breaks is after it.
    if (peek() === "\\")
      fail(escapes, quote(`\\${text[at + 1] ?? ""}`), "pour écrire une barre oblique inverse, doublez-la : \\\\")
    const found = "\n\r".includes(peek()) ? "un retour à la ligne" : "une tabulation ou un caractère de contrôle"
    const hint = "un texte tient sur une seule ligne : le guillemet fermant manque-t-il ?"
    if (peek() !== "") fail('la fin du texte (un guillemet droit ") avant la fin de la ligne', found, hint)
    at = start
    const cut = "le guillemet fermant manque, ou la fin du fichier a été effacée"
    return fail('un guillemet droit " qui ferme le texte commencé ici', "la fin du fichier", cut)
  }
}
