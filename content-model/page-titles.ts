import type { Problem } from "./problem"

const fields = [
  {
    key: "title",
    problem: "titre déjà pris par une autre page",
    expected:
      "un titre propre à cette page : le titre de l’onglet et des résultats de recherche distingue chaque page (RGAA 8.6)",
    taken: "déjà celui de",
    hint: "donnez à cette page un titre qui la distingue des autres",
  },
  {
    key: "description",
    problem: "description déjà prise par une autre page",
    expected: "une description propre à cette page : les moteurs de recherche la montrent sous son titre",
    taken: "déjà celle de",
    hint: "résumez en une phrase ce que cette page seule contient",
  },
] as const

/**
 * Each page's title and description (`seo`) are its own: the file that repeats one is told which file has it
 * already, so that an editor who copies a page's card changes it before saving.
 */
export function repeatedSeo(files: readonly { file: string; value: unknown }[]): Problem[] {
  return fields.flatMap(({ key, problem, expected, taken, hint }) => {
    const owners = new Map<string, string>()
    return files.flatMap(({ file, value }) => {
      const text = (value as { seo?: Record<string, unknown> } | undefined)?.seo?.[key]
      if (typeof text !== "string" || !text.trim()) return []
      const owner = owners.get(text)
      if (!owner) owners.set(text, file)
      return owner
        ? [
            {
              file,
              path: ["seo", key],
              severity: "error" as const,
              problem,
              expected,
              found: `« ${text} », ${taken} ${owner}`,
              hint,
            },
          ]
        : []
    })
  })
}
