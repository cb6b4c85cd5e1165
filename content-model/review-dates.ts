import { addMonths, isoDay } from "./in-force"
import type { JsonPath } from "./json-source"
import type { Found } from "./problem"

/*
 * A page that states regulation or standards says when it was last brought up to date (`UpdatedOn`, « À jour
 * au … »): it ages silently (issue 57, point 3). Six months after that date, or on the review date an editor set
 * for a statement bound to a known day (`reviewBy`: the transposition deadline of a directive), the check and the
 * editor warn, naming the page, and the hosted editor's banner lists it. Pure: the build date is passed.
 */

/** How long a page on regulation stays unreviewed before the check asks for a review. */
export const reviewMonths = 6

export interface UpdatedOnValue {
  readonly label?: unknown
  readonly date?: unknown
  readonly reviewBy?: unknown
}

/** Why a page's « À jour au » date calls for a review on `day`; undefined while it does not. */
export function reviewReason(
  value: UpdatedOnValue,
  day: string,
): { field: "date" | "reviewBy"; text: string } | undefined {
  const updated = typeof value.date === "string" ? isoDay(value.date) : undefined
  const reviewBy = typeof value.reviewBy === "string" ? isoDay(value.reviewBy) : undefined
  if (reviewBy && reviewBy <= day)
    return { field: "reviewBy", text: `date de relecture du ${String(value.reviewBy)} atteinte` }
  if (updated && updated < addMonths(day, -reviewMonths))
    return { field: "date", text: `mise à jour le ${String(value.date)}, il y a plus de ${reviewMonths} mois` }
  return undefined
}

/** The check's warning for one « À jour au » block of a file. */
export function checkReviewDate(value: UpdatedOnValue, at: JsonPath, day: string): Found[] {
  const reason = reviewReason(value, day)
  if (!reason) return []
  return [
    {
      path: [...at, reason.field],
      severity: "warning",
      problem: `page à relire : ${reason.text}`,
      expected: `un texte relu au regard de la réglementation et des normes en vigueur à la date de construction du site (${reviewMonths} mois au plus après sa mise à jour, et au plus tard à sa date de relecture)`,
      found: `« ${String(value[reason.field])} »`,
      hint:
        reason.field === "reviewBy"
          ? "relisez la page, corrigez ce qui a changé, puis avancez ou retirez la date de relecture et changez la date de mise à jour"
          : "relisez la page, corrigez ce qui a changé, puis changez la date de mise à jour",
    },
  ]
}
