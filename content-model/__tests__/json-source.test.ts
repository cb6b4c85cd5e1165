import { parseJson, pointer } from "../json-source"

const errorOf = (text: string) => {
  const result = parseJson(text)
  if (result.ok) throw new Error("attendu : une erreur")
  return result.error
}

describe("parseJson", () => {
  it("reads what JSON.parse reads, and where each value starts", () => {
    const text = '{\n  "a": [1, -2.5e3, "x\\u00a0\\"y\\""],\n  "b": { "c": true, "d": null }\n}\n'
    const result = parseJson(text)
    if (!result.ok) throw new Error(result.error.expected)
    expect(result.json.value).toEqual(JSON.parse(text))
    expect(result.json.positions.get(pointer(["a"]))).toEqual({ line: 2, column: 3 })
    expect(result.json.positions.get(pointer(["a", 2]))).toEqual({ line: 2, column: 20 })
    expect(result.json.positions.get(pointer(["b", "d"]))).toEqual({ line: 3, column: 21 })
  })

  it("notices a field given twice, which JSON.parse silently drops", () => {
    const result = parseJson('{\n  "a": 1,\n  "a": 2\n}')
    if (!result.ok) throw new Error(result.error.expected)
    expect(result.json.duplicates).toEqual([{ path: ["a"], position: { line: 3, column: 3 } }])
  })

  it.each([
    [
      "a missing comma",
      '{\n  "a": "x"\n  "b": "y"\n}',
      { line: 3, column: 3, path: [], found: '« "b" »', hint: "il manque une virgule à la fin de la ligne 2" },
    ],
    [
      "a comma too many",
      '{\n  "a": "x",\n}',
      { line: 3, column: 1, path: [], found: "« } »", hint: "une virgule est en trop après le dernier champ" },
    ],
    [
      "a comma too many in a list",
      '{ "a": [1, 2, ] }',
      {
        line: 1,
        column: 15,
        path: ["a"],
        found: "« ] »",
        hint: "une virgule est en trop après le dernier élément de la liste",
      },
    ],
    [
      "an inner straight quote",
      '{ "a": "il a dit "oui" hier" }',
      {
        line: 1,
        column: 19,
        path: [],
        found: "« oui »",
        hint: 'un guillemet droit " à l’intérieur d’un texte le ferme trop tôt : utilisez les guillemets « » ou écrivez \\"',
      },
    ],
    [
      "a text cut by a new line",
      '{ "a": "début\nfin" }',
      {
        line: 1,
        column: 14,
        path: ["a"],
        found: "un retour à la ligne",
        hint: "un texte tient sur une seule ligne : le guillemet fermant manque-t-il ?",
      },
    ],
    [
      "single quotes",
      "{ 'a': 1 }",
      {
        line: 1,
        column: 3,
        path: [],
        found: "« ' »",
        hint: 'en JSON, les textes et les noms de champs s’écrivent entre guillemets droits "…"',
      },
    ],
    [
      "curly quotes",
      '{ "a": “x” }',
      {
        line: 1,
        column: 8,
        path: ["a"],
        found: "« “ »",
        hint: 'en JSON, les textes et les noms de champs s’écrivent entre guillemets droits "…"',
      },
    ],
    [
      "a bad escape",
      '{ "a": "C:\\dossier" }',
      {
        line: 1,
        column: 11,
        path: ["a"],
        found: "« \\d »",
        hint: "pour écrire une barre oblique inverse, doublez-la : \\\\",
      },
    ],
    [
      "a comment",
      '{\n  // note\n  "a": 1\n}',
      {
        line: 2,
        column: 3,
        path: [],
        found: "un commentaire",
        hint: "le JSON n’accepte pas de commentaires : supprimez-le",
      },
    ],
    [
      "an unclosed brace",
      '{\n  "a": {\n    "b": 1\n',
      {
        line: 4,
        column: 1,
        path: ["a"],
        found: "la fin du fichier",
        hint: "l’accolade ouverte ligne 2 n’est jamais refermée",
      },
    ],
    [
      "a file cut inside a text",
      '{\n  "a": "début',
      {
        line: 2,
        column: 8,
        path: ["a"],
        found: "la fin du fichier",
        hint: "le guillemet fermant manque, ou la fin du fichier a été effacée",
      },
    ],
    [
      "a cut file",
      '{ "a": ',
      {
        line: 1,
        column: 8,
        path: ["a"],
        found: "la fin du fichier",
        hint: "le fichier s’arrête trop tôt : la fin a-t-elle été effacée ?",
      },
    ],
    [
      "a brace too many",
      '{ "a": 1 }}',
      { line: 1, column: 11, path: [], found: "« } »", hint: "une accolade ou un crochet fermant est en trop" },
    ],
    [
      "a byte-order mark",
      '\ufeff{ "a": 1 }',
      {
        line: 1,
        column: 1,
        path: [],
        found: "une marque d’ordre des octets (BOM)",
        hint: "enregistrez le fichier en « UTF-8 » et non en « UTF-8 avec BOM »",
      },
    ],
    ["a word without quotes", '{ "a": oui }', { line: 1, column: 8, path: ["a"], found: "« oui »", hint: undefined }],
    // Where jsonc-parser ends a container before saying its closing mark is missing.
    [
      "a file cut after a comma",
      '{ "a": 1,',
      {
        line: 1,
        column: 10,
        path: [],
        found: "la fin du fichier",
        hint: "l’accolade ouverte ligne 1 n’est jamais refermée",
      },
    ],
    [
      "an unclosed list",
      "[1, 2",
      {
        line: 1,
        column: 6,
        path: [],
        found: "la fin du fichier",
        hint: "le crochet ouvert ligne 1 n’est jamais refermé",
      },
    ],
    // jsonc-parser reads « trueish » as one unknown word; the value true is followed by « ish ».
    [
      "a word that starts like true",
      '{ "a": trueish }',
      { line: 1, column: 12, path: [], found: "« ish »", hint: undefined },
    ],
  ])("explains %s with its line and column", (_case, text, expected) => {
    const error = errorOf(text)
    expect(() => JSON.parse(text) as unknown).toThrow()
    expect({ line: error.line, column: error.column, path: error.path, found: error.found, hint: error.hint }).toEqual(
      expected,
    )
  })
})
