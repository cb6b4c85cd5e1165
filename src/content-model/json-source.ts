/**
 * A strict JSON reader that remembers where each value sits (line, column) and, when the text is
 * not JSON, says where and why in plain French: JSON.parse's « Unexpected token » helps no editor.
 */
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

class Reader {
  private at = 0
  private readonly path: JsonPath = []
  private readonly positions = new Map<string, Position>()
  private readonly duplicates: ParsedJson["duplicates"] = []

  private readonly lineStarts: number[] = [0]

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
    this.space()
    const value = this.value()
    this.space()
    if (this.at < this.text.length) {
      const hint = "]}".includes(this.peek()) ? "une accolade ou un crochet fermant est en trop" : undefined
      this.fail("la fin du fichier après la dernière accolade", this.describe(), hint)
    }
    return { value, positions: this.positions, duplicates: this.duplicates }
  }

  private value(): unknown {
    this.positions.set(pointer(this.path), this.position(this.at))
    const char = this.peek()
    if (char === "{") return this.object()
    if (char === "[") return this.array()
    if (char === '"') return this.string()
    if (char === "-" || (char >= "0" && char <= "9")) return this.number()
    for (const [word, value] of [
      ["true", true],
      ["false", false],
      ["null", null],
    ] as const) {
      if (this.text.startsWith(word, this.at)) {
        this.at += word.length
        return value
      }
    }
    this.fail(
      'une valeur : un texte entre guillemets droits "…", un nombre, une liste […] ou un objet {…}',
      this.describe(),
      this.quoteHint(),
    )
  }

  private object(): Record<string, unknown> {
    const open = this.position(this.at)
    const result: Record<string, unknown> = {}
    this.at++
    this.space()
    if (this.peek() === "}") {
      this.at++
      return result
    }
    for (;;) {
      if (this.peek() !== '"') {
        const afterComma = this.text.slice(0, this.at).trimEnd().endsWith(",")
        const hint =
          this.peek() === "}" && afterComma
            ? "une virgule est en trop après le dernier champ"
            : this.at >= this.text.length
              ? `l’accolade ouverte ligne ${open.line} n’est jamais refermée`
              : (this.quoteHint() ?? "en JSON, les noms de champs s’écrivent entre guillemets droits")
        this.fail('un nom de champ entre guillemets droits "…"', this.describe(), hint)
      }
      const keyAt = this.position(this.at)
      const key = this.string()
      if (Object.prototype.hasOwnProperty.call(result, key))
        this.duplicates.push({ path: [...this.path, key], position: keyAt })
      this.space()
      if (this.peek() !== ":") this.fail(`deux-points « : » après le nom de champ « ${key} »`, this.describe())
      this.at++
      this.space()
      this.path.push(key)
      result[key] = this.value()
      this.positions.set(pointer(this.path), keyAt)
      this.path.pop()
      if (this.closes("}", open)) return result
    }
  }

  private array(): unknown[] {
    const open = this.position(this.at)
    const result: unknown[] = []
    this.at++
    this.space()
    if (this.peek() === "]") {
      this.at++
      return result
    }
    for (;;) {
      if (this.peek() === "]")
        this.fail(
          "une valeur après la virgule",
          this.describe(),
          "une virgule est en trop après le dernier élément de la liste",
        )
      this.path.push(result.length)
      result.push(this.value())
      this.path.pop()
      if (this.closes("]", open)) return result
    }
  }

  private string(): string {
    const start = this.at
    this.at++
    for (;;) {
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
    this.at++
    return JSON.parse(this.text.slice(start, this.at)) as string
  }

  private number(): number {
    const match = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/.exec(this.text.slice(this.at))
    if (!match) this.fail("un nombre", this.describe())
    this.at += match[0].length
    return Number(match[0])
  }

  private space() {
    while (this.at < this.text.length && " \t\n\r".includes(this.text[this.at])) this.at++
    if (this.text.startsWith("//", this.at) || this.text.startsWith("/*", this.at)) {
      this.fail("du JSON", "un commentaire", "le JSON n’accepte pas de commentaires : supprimez-le")
    }
  }

  private peek() {
    return this.text[this.at] ?? ""
  }

  /** The text of a missing comma: the previous value ended, and another one starts. */
  /** After a field or an element: a comma, with more to come (false), or the closing mark (true). */
  private closes(close: "}" | "]", open: Position): boolean {
    const end = this.position(this.at)
    this.space()
    if (this.peek() === ",") {
      this.at++
      this.space()
      return false
    }
    if (this.peek() === close) {
      this.at++
      return true
    }
    if (close === "}")
      this.fail(
        "une virgule « , » puis le champ suivant, ou l’accolade fermante « } »",
        this.describe(),
        this.separatorHint(end, open, "accolade"),
      )
    this.fail(
      "une virgule « , » puis l’élément suivant, ou le crochet fermant « ] »",
      this.describe(),
      this.separatorHint(end, open, "crochet"),
    )
  }

  private separatorHint(end: Position, open: Position, bracket: "accolade" | "crochet"): string | undefined {
    const next = this.peek()
    if (this.at >= this.text.length)
      return `${bracket === "accolade" ? "l’accolade ouverte" : "le crochet ouvert"} ligne ${open.line} n’est jamais refermé${bracket === "accolade" ? "e" : ""}`
    // A letter right after a closed text: an inner " closed it too early.
    if (/[\p{L}\p{N}«]/u.test(next) && this.text.slice(0, this.at).trimEnd().endsWith('"')) {
      return 'un guillemet droit " à l’intérieur d’un texte le ferme trop tôt : utilisez les guillemets « » ou écrivez \\"'
    }
    if (next === '"' || next === "{" || next === "[") return `il manque une virgule à la fin de la ligne ${end.line}`
    return this.quoteHint()
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
