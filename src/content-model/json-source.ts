/**
 * A strict JSON reader that remembers where each value sits (line, column) and, when the text is
 * not JSON, says where and why in plain French: JSON.parse's « Unexpected token » helps no editor.
 * jsonc-parser (the parser VS Code uses) reads the text; this file follows its events to know what
 * was expected where the first error stands, and words that in French.
 */
import { printParseErrorCode, visit, type JSONVisitor, type ParseErrorCode } from "jsonc-parser"

type ErrorName = ReturnType<typeof printParseErrorCode>

export type JsonPath = (string | number)[]

export interface Position {
  line: number
  column: number
}

export interface JsonSyntaxError extends Position {
  path: JsonPath
  expected: string
  found: string
  hint?: string
}

export interface ParsedJson {
  value: unknown
  /** Where each value starts (for an object's property: where its name starts), keyed by `pointer`. */
  positions: Map<string, Position>
  duplicates: { path: JsonPath; position: Position }[]
}

export const pointer = (path: JsonPath) => path.map(part => `/${part}`).join("")

class Failure extends Error {
  constructor(readonly detail: JsonSyntaxError) {
    super(detail.expected)
  }
}

export function parseJson(text: string): { ok: true; json: ParsedJson } | { ok: false; error: JsonSyntaxError } {
  try {
    return { ok: true, json: new Reader(text).document() }
  } catch (error) {
    if (error instanceof Failure) return { ok: false, error: error.detail }
    throw error
  }
}

const quote = (text: string) => `« ${text} »`

/** What comes next: a value, an array's element, a property's name, its colon, a comma or a closing mark, the end. */
type Expected = "value" | "element" | "key" | "colon" | "separator" | "end"

interface Container {
  kind: "object" | "array"
  path: JsonPath
  open: number
  keys: Set<string>
  count: number
}

const scanErrors = new Set<ErrorName>([
  "InvalidUnicode",
  "InvalidEscapeCharacter",
  "UnexpectedEndOfString",
  "InvalidCharacter",
  "UnexpectedEndOfNumber",
  "InvalidNumberFormat",
])

class Reader {
  private readonly positions = new Map<string, Position>()
  private readonly duplicates: ParsedJson["duplicates"] = []
  private readonly lineStarts: number[] = [0]
  private readonly stack: Container[] = []
  private expected: Expected = "value"
  private key = ""
  /** Where the last complete value ended: a missing comma belongs at the end of its line. */
  private valueEnd = 0
  private at = 0
  private path: JsonPath = []
  /** jsonc-parser ends a container before it says the closing mark is missing: this undoes that. */
  private closed?: { container: Container; expected: Expected }

  constructor(private readonly text: string) {
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) this.lineStarts.push(i + 1)
  }

  document(): ParsedJson {
    if (this.text.charCodeAt(0) === 0xfeff) {
      this.fail(
        "du JSON dès le premier caractère",
        "une marque d’ordre des octets (BOM)",
        "enregistrez le fichier en « UTF-8 » et non en « UTF-8 avec BOM »",
      )
    }
    visit(this.text, this.visitor(), { disallowComments: true, allowTrailingComma: false })
    return { value: JSON.parse(this.text), positions: this.positions, duplicates: this.duplicates }
  }

  private get top(): Container | undefined {
    return this.stack[this.stack.length - 1]
  }

  /** The path of the value about to start. */
  private valuePath(): JsonPath {
    const top = this.top
    if (!top) return []
    return top.kind === "object" ? [...top.path, this.key] : [...top.path, top.count]
  }

  private startValue(offset: number, path: JsonPath) {
    // A property's position is where its name starts (set by onObjectProperty).
    if (typeof path[path.length - 1] !== "string") this.positions.set(pointer(path), this.position(offset))
    if (this.top?.kind === "array") this.top.count++
  }

  private endValue(end: number) {
    this.valueEnd = end
    this.expected = this.stack.length > 0 ? "separator" : "end"
  }

  private visitor(): JSONVisitor {
    const begin =
      (kind: Container["kind"]) => (offset: number, _l: number, _sl: number, _sc: number, path: () => JsonPath) => {
        const own = path()
        this.startValue(offset, own)
        this.stack.push({ kind, path: own, open: offset, keys: new Set(), count: 0 })
        this.expected = kind === "object" ? "key" : "element"
      }
    const end = (offset: number) => {
      this.closed = { container: this.stack.pop() as Container, expected: this.expected }
      this.endValue(offset + 1)
    }
    return {
      onObjectBegin: begin("object"),
      onArrayBegin: begin("array"),
      onObjectEnd: end,
      onArrayEnd: end,
      onObjectProperty: (key, offset, _length, _line, _column, path) => {
        const container = this.top as Container
        const keyPath = [...path(), key]
        const position = this.position(offset)
        if (container.keys.has(key)) this.duplicates.push({ path: keyPath, position })
        container.keys.add(key)
        this.positions.set(pointer(keyPath), position)
        this.key = key
        this.expected = "colon"
      },
      onLiteralValue: (_value, offset, length, _line, _column, path) => {
        this.startValue(offset, path())
        this.endValue(offset + length)
      },
      onSeparator: separator => {
        if (separator === ":") this.expected = "value"
        else this.expected = this.top?.kind === "object" ? "key" : "element"
      },
      onError: (code, offset) => this.explain(code, offset),
    }
  }

  /** The first error jsonc-parser reports, explained by what was expected there. */
  private explain(code: ParseErrorCode, offset: number): never {
    const error = printParseErrorCode(code)
    this.at = offset
    if (this.closed && (error === "CloseBraceExpected" || error === "CloseBracketExpected")) {
      this.stack.push(this.closed.container)
      this.expected = this.closed.expected
    }
    if (error === "InvalidCommentToken") {
      this.path = this.top?.path ?? []
      this.fail("du JSON", "un commentaire", "le JSON n’accepte pas de commentaires : supprimez-le")
    }
    if (scanErrors.has(error) && (this.expected === "value" || this.expected === "element")) {
      this.path = this.valuePath()
      if (this.text[offset] === '"') this.string()
      this.unexpectedValue()
    }
    if (scanErrors.has(error) && this.expected === "key" && this.text[offset] === '"') {
      this.path = this.top?.path ?? []
      this.string()
    }
    this.unexpected()
  }

  /** Fails where `this.at` is, by what was expected there. */
  private unexpected(): never {
    const top = this.top
    this.path = top?.path ?? []
    switch (this.expected) {
      case "value":
        this.path = this.valuePath()
        return this.unexpectedValue()
      case "element":
        if (top && top.count > 0 && this.peek() === "]")
          this.fail(
            "une valeur après la virgule",
            this.describe(),
            "une virgule est en trop après le dernier élément de la liste",
          )
        this.path = this.valuePath()
        return this.unexpectedValue()
      case "key": {
        const afterComma = this.text.slice(0, this.at).trimEnd().endsWith(",")
        const hint =
          this.peek() === "}" && afterComma
            ? "une virgule est en trop après le dernier champ"
            : this.at >= this.text.length
              ? `l’accolade ouverte ligne ${this.position(top?.open ?? 0).line} n’est jamais refermée`
              : (this.quoteHint() ?? "en JSON, les noms de champs s’écrivent entre guillemets droits")
        return this.fail('un nom de champ entre guillemets droits "…"', this.describe(), hint)
      }
      case "colon":
        return this.fail(`deux-points « : » après le nom de champ « ${this.key} »`, this.describe())
      case "separator":
        return this.unexpectedSeparator(top as Container)
      case "end": {
        const hint = "]}".includes(this.peek()) ? "une accolade ou un crochet fermant est en trop" : undefined
        return this.fail("la fin du fichier après la dernière accolade", this.describe(), hint)
      }
    }
  }

  /** Where a value should start. A number or a word cut short is a value followed by something else. */
  private unexpectedValue(): never {
    const char = this.peek()
    if (char === "-" || (char >= "0" && char <= "9")) {
      const match = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/.exec(this.text.slice(this.at))
      if (!match) this.fail("un nombre", this.describe())
      this.afterValue(this.at + match[0].length)
    }
    const word = ["true", "false", "null"].find(literal => this.text.startsWith(literal, this.at))
    if (word) this.afterValue(this.at + word.length)
    this.fail(
      'une valeur : un texte entre guillemets droits "…", un nombre, une liste […] ou un objet {…}',
      this.describe(),
      this.quoteHint(),
    )
  }

  /** A value ended at `end`: what follows must be a comma or a closing mark. */
  private afterValue(end: number): never {
    this.valueEnd = end
    this.at = end
    while (this.at < this.text.length && " \t\n\r".includes(this.text[this.at])) this.at++
    if (this.text.startsWith("//", this.at) || this.text.startsWith("/*", this.at)) {
      this.fail("du JSON", "un commentaire", "le JSON n’accepte pas de commentaires : supprimez-le")
    }
    this.path = this.top?.path ?? []
    if (!this.top) {
      this.expected = "end"
      this.unexpected()
    }
    return this.unexpectedSeparator(this.top)
  }

  private unexpectedSeparator(top: Container): never {
    const [expected, bracket] =
      top.kind === "object"
        ? ["une virgule « , » puis le champ suivant, ou l’accolade fermante « } »", "accolade" as const]
        : ["une virgule « , » puis l’élément suivant, ou le crochet fermant « ] »", "crochet" as const]
    return this.fail(expected, this.describe(), this.separatorHint(top, bracket))
  }

  private separatorHint(top: Container, bracket: "accolade" | "crochet"): string | undefined {
    const next = this.peek()
    if (this.at >= this.text.length) {
      const line = this.position(top.open).line
      return `${bracket === "accolade" ? "l’accolade ouverte" : "le crochet ouvert"} ligne ${line} n’est jamais refermé${bracket === "accolade" ? "e" : ""}`
    }
    // A letter right after a closed text: an inner " closed it too early.
    if (/[\p{L}\p{N}«]/u.test(next) && this.text.slice(0, this.at).trimEnd().endsWith('"')) {
      return 'un guillemet droit " à l’intérieur d’un texte le ferme trop tôt : utilisez les guillemets « » ou écrivez \\"'
    }
    if (next === '"' || next === "{" || next === "[")
      return `il manque une virgule à la fin de la ligne ${this.position(this.valueEnd).line}`
    return this.quoteHint()
  }

  /** Walks a text jsonc-parser found broken, to the character that breaks it. */
  private string(): never {
    const start = this.at
    for (this.at = start + 1; ;) {
      if (this.at >= this.text.length) {
        this.at = start
        this.fail(
          'un guillemet droit " qui ferme le texte commencé ici',
          "la fin du fichier",
          "le guillemet fermant manque, ou la fin du fichier a été effacée",
        )
      }
      const code = this.text.charCodeAt(this.at)
      if (code === 0x22) break
      if (code < 0x20) {
        this.fail(
          'la fin du texte (un guillemet droit ") avant la fin de la ligne',
          code === 0x0a || code === 0x0d ? "un retour à la ligne" : "une tabulation ou un caractère de contrôle",
          "un texte tient sur une seule ligne : le guillemet fermant manque-t-il ?",
        )
      }
      if (code === 0x5c) {
        const escape = this.text[this.at + 1] ?? ""
        if (escape === "u" && /^[0-9a-fA-F]{4}$/.test(this.text.slice(this.at + 2, this.at + 6))) this.at += 6
        else if ('"\\/bfnrt'.includes(escape) && escape !== "") this.at += 2
        else {
          this.fail(
            'après une barre oblique inverse \\ : " \\ / b f n r t ou u suivi de 4 chiffres hexadécimaux',
            quote(`\\${escape}`),
            "pour écrire une barre oblique inverse, doublez-la : \\\\",
          )
        }
        continue
      }
      this.at++
    }
    // The text itself is sound: what breaks is after it.
    return this.afterValue(this.at + 1)
  }

  private peek() {
    return this.text[this.at] ?? ""
  }

  private quoteHint(): string | undefined {
    const next = this.peek()
    if (next !== "" && "'“”«»‘’".includes(next)) {
      return 'en JSON, les textes et les noms de champs s’écrivent entre guillemets droits "…"'
    }
    return undefined
  }

  /** What the reader found at the current place, in words. */
  private describe(): string {
    if (this.at >= this.text.length) return "la fin du fichier"
    const char = this.text[this.at]
    if (char === "\n" || char === "\r") return "un retour à la ligne"
    if (char === "\u00a0" || char === "\u202f") return "une espace insécable hors d’un texte"
    if (char === '"') {
      const end = this.text.indexOf('"', this.at + 1)
      const token = this.text.slice(this.at, end === -1 ? this.at + 20 : Math.min(end + 1, this.at + 30))
      return quote(token)
    }
    const word = /^[\p{L}\p{N}_$-]+/u.exec(this.text.slice(this.at, this.at + 30))
    return quote(word ? word[0] : char)
  }

  private position(offset: number): Position {
    let low = 0
    let high = this.lineStarts.length - 1
    while (low < high) {
      const middle = Math.ceil((low + high) / 2)
      if (this.lineStarts[middle] <= offset) low = middle
      else high = middle - 1
    }
    return { line: low + 1, column: offset - this.lineStarts[low] + 1 }
  }

  private fail(expected: string, found: string, hint?: string): never {
    const early =
      this.at >= this.text.length ? "le fichier s’arrête trop tôt : la fin a-t-elle été effacée ?" : undefined
    throw new Failure({ ...this.position(this.at), path: [...this.path], expected, found, hint: hint ?? early })
  }
}
