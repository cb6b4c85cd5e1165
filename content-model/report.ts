import type { Problem } from "./problem"

const where = ({ file, path }: Problem) =>
  [file, ...path.map(part => (typeof part === "number" ? `[${part}]` : part))].join(" › ")

const sentence = (text: string) => {
  const capital = text.charAt(0).toUpperCase() + text.slice(1)
  return /[.?!]$/.test(capital) ? capital : `${capital}.`
}

/** One problem on one line: file › field (ligne), what is wrong, what was expected and what was found. */
export function formatProblem(problem: Problem): string {
  const line = problem.line ? ` (ligne ${problem.line}${problem.column ? `, colonne ${problem.column}` : ""})` : ""
  const parts = [`${problem.severity === "error" ? "✗" : "⚠"} ${where(problem)}${line} : ${sentence(problem.problem)}`]
  if (problem.expected && problem.found) parts.push(`Attendu : ${problem.expected} ; trouvé : ${problem.found}.`)
  else if (problem.expected) parts.push(`Attendu : ${problem.expected}.`)
  if (problem.hint) parts.push(sentence(problem.hint))
  return parts.join(" ")
}

const count = (n: number, word: string) => `${n} ${word}${n > 1 ? "s" : ""}`

/** The whole report, errors first (in file order), then a summary line. */
export function formatReport(
  problems: Problem[],
  { stopping }: { stopping?: "build" | "develop" | "watch" } = {},
): string {
  const errors = problems.filter(problem => problem.severity === "error")
  const warnings = problems.filter(problem => problem.severity === "warning")
  const lines = [...errors, ...warnings].map(formatProblem)
  if (errors.length) {
    lines.push(
      "",
      `${count(errors.length, "erreur")}${warnings.length ? ` et ${count(warnings.length, "avertissement")}` : ""} dans data/.` +
        (stopping === "build"
          ? " Le site n’a pas été construit : le dernier site construit (public/) reste intact."
          : "") +
        (stopping === "develop" ? " L’aperçu ne démarre pas." : "") +
        (stopping === "watch"
          ? " Corrigez-les : l’aperçu se remet à jour dès l’enregistrement ; l’aide est dans data/README.md."
          : " Corrigez les erreurs puis relancez ; l’aide est dans data/README.md."),
    )
  } else {
    lines.push(
      warnings.length
        ? `${lines.length ? "\n" : ""}Contenu valide, avec ${count(warnings.length, "avertissement")} (${warnings.length > 1 ? "ils n’empêchent" : "il n’empêche"} pas de construire le site).`
        : "Contenu valide.",
    )
  }
  return `${lines.join("\n")}\n`
}
