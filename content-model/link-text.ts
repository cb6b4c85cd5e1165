/**
 * Link texts that say nothing out of their context (RGAA criterion 6.1): a screen reader's list of
 * links reads them alone. The content check refuses them in a field that names a link, and the browser
 * tests refuse them in every built page (__tests__/e2e/rgaa.spec.ts).
 */
const vague = [
  "ici",
  "cliquez ici",
  "cliquer ici",
  "clic",
  "lien",
  "ce lien",
  "en savoir plus",
  "savoir plus",
  "lire la suite",
  "la suite",
  "suite",
  "plus",
  "voir",
  "voir plus",
  "détails",
  "plus de détails",
  "page",
  "cette page",
  "accéder",
  "télécharger",
  "document",
  "more",
  "read more",
  "click here",
  "here",
]

const normalize = (text: string) =>
  text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\s\u00a0\u202f]+/g, " ")
    .replace(/^[\s.…:;!?»«>→-]+|[\s.…:;!?»«>→-]+$/g, "")
    .trim()

/**
 * Why a link text says nothing on its own, in French, or undefined when it does: no letter or digit
 * (« / », « → »), or a phrase such as « cliquez ici » or « en savoir plus ».
 */
export function vagueLinkText(text: string): string | undefined {
  if (!/[\p{L}\p{N}]/u.test(text)) return "il n’a ni lettre ni chiffre"
  if (vague.includes(normalize(text))) return "il ne dit pas où mène le lien"
  return undefined
}
