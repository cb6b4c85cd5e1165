/**
 * What a founder read on the editor's page in Decap's own French (issue 47, point 7), written once: the
 * locale's phrases are checked against it (admin/locale-fr.test.ts), and so are the editor's screens as
 * Chromium shows them (e2e/hosted/first-session.spec.ts).
 */
export const DECAP_SLIPS: [what: string, pattern: RegExp][] = [
  ["a typo", /modications|mofications|Impsosible/],
  ["an English word", /\bOops\b|\bMedia\b/],
  ["a post, not a page", /Nouvel article/],
  ["three dots", /\.\.\./],
]
