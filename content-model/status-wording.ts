import type { JsonPath } from "./json-source"
import type { Found } from "./problem"
import { excerpt } from "./typography"

/** site.json's two statuses, as written (the model checks their values). */
export interface WordedStatuses {
  status?: unknown
  h2aStatus?: unknown
}

/**
 * Words that present the body as not yet accredited, or not yet registered, in a text written once (outside a
 * `pending`/`granted` pair, whose variant the site picks from the statuses itself). Lower case, typographic
 * apostrophe: compared with the text lowered the same way.
 */
const pendingWords = {
  accredited: [
    "pas encore accréditée",
    "n’est pas accréditée",
    "une fois accréditée",
    "avant son accréditation",
    "avant d’être accréditée",
    "n’exerce pas encore",
    "n’est ni accréditée",
    "une fois l’organisme accrédité",
  ],
  registered: [
    "pas encore inscrite",
    "n’est pas inscrite",
    "une fois inscrite",
    "avant son inscription",
    "ni inscrite",
  ],
} as const

/** The fields that say the status itself, which the site shows only in the state they describe. */
const statusSentences = new Set(["accreditation.notAccredited", "accreditation.notRegistered"])

const problems = {
  accredited: "texte qui dit l’organisme pas encore accrédité",
  registered: "texte qui dit l’organisme pas encore inscrit sur la liste de la H2A",
} as const

/** The problems this check reports, for a test that sets them apart from the content's defects. */
export const statusWordingProblems: ReadonlySet<string> = new Set(Object.values(problems))

const lowered = (text: string) => text.toLowerCase().replaceAll("'", "’")

/**
 * Once site.json grants a status, every text written once that still says the body lacks it (issue 57,
 * point 4): a warning naming the field, so that the editor rewrites it the day the status changes, rather
 * than the site saying two things. A versioned document's text changes in a new version (data/README.md).
 */
export function statusWording(file: string, content: unknown, statuses: WordedStatuses): Found[] {
  const granted = {
    accredited: statuses.status === "accredite",
    registered: statuses.h2aStatus === "inscrit",
  }
  if (!granted.accredited && !granted.registered) return []
  const found: Found[] = []
  const visit = (value: unknown, at: JsonPath) => {
    if (typeof value === "string") {
      if (file === "site.json" && statusSentences.has(at.join("."))) return
      const text = lowered(value)
      for (const status of ["accredited", "registered"] as const) {
        if (!granted[status]) continue
        const words = pendingWords[status].find(candidate => text.includes(candidate))
        if (!words) continue
        found.push({
          path: at,
          severity: "warning",
          problem: problems[status],
          expected:
            status === "accredited"
              ? "un texte vrai maintenant que « L’identité du site » dit l’organisme accrédité (statut « accredite »)"
              : "un texte vrai maintenant que « L’identité du site » dit l’organisme inscrit (statut « inscrit »)",
          found: `« ${excerpt(value, text.indexOf(words))} »`,
          hint: "réécrivez ce texte pour le nouveau statut ; dans un document versionné, par une nouvelle version",
        })
        return
      }
    } else if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...at, index]))
    else if (value && typeof value === "object")
      for (const [key, child] of Object.entries(value))
        // A pair's conditional variant is the site's to pick, not a text to rewrite.
        if (key !== "pending") visit(child, [...at, key])
  }
  visit(content, [])
  return found
}
