import type { Found } from "./problem"

/** The statuses of site.json that decide which report types the body may issue (site.json › accreditation). */
export interface Statuses {
  status?: unknown
  h2aStatus?: unknown
}

interface Entry {
  number?: unknown
  type?: unknown
  status?: unknown
  statusDate?: unknown
  replacedBy?: unknown
  clientAgreed?: unknown
  clientName?: unknown
}

/** The reserved types, and the status of site.json each one needs. */
export const reservedTypes: Record<string, { field: keyof Statuses; value: string; what: string }> = {
  avis_oti: { field: "status", value: "accredite", what: "l’accréditation par le Cofrac" },
  certification_durabilite: { field: "h2aStatus", value: "inscrit", what: "l’inscription sur la liste de la H2A" },
}

/**
 * The rules of the register of issued reports (data/rapports.json, issue 48) that JSON Schema cannot
 * express: a number used once, a replacement that points to a number of the register, a reserved
 * type only once site.json's status allows it, the fields a status or the client's consent requires.
 */
export function checkRegister(reports: unknown, statuses: Statuses): Found[] {
  if (!Array.isArray(reports)) return []
  const entries = reports as Entry[]
  const numbers = entries.map(entry => entry.number)
  const problems: Found[] = []
  entries.forEach((entry, index) => {
    const at = (field: string) => ["reports", index, field]
    const first = numbers.indexOf(entry.number)
    if (typeof entry.number === "string" && first !== index) {
      problems.push({
        path: at("number"),
        severity: "error",
        problem: "numéro de rapport déjà utilisé",
        expected: "un numéro par rapport, jamais réutilisé",
        found: `« ${entry.number} », déjà celui du rapport n° ${first + 1} de la liste`,
        hint: "donnez à ce rapport un numéro nouveau",
      })
    }
    const rule = typeof entry.type === "string" ? reservedTypes[entry.type] : undefined
    if (rule && typeof entry.type === "string" && statuses[rule.field] !== rule.value) {
      problems.push({
        path: at("type"),
        severity: "error",
        problem: "type de rapport non autorisé",
        // Said to editors as well (content-model/editor-message.ts): the status by the words of their form.
        expected: `« verification_volontaire » tant que l’organisme n’a pas obtenu ${rule.what} (le statut « ${rule.value} » dans « L’identité du site »)`,
        found: `« ${entry.type} »`,
      })
    }
    if ((entry.status === "retire" || entry.status === "remplace") && entry.statusDate === undefined) {
      problems.push(missing(at("status"), `« status » : « ${entry.status} »`, "statusDate"))
    }
    if (entry.status === "remplace" && entry.replacedBy === undefined) {
      problems.push(missing(at("status"), "« status » : « remplace »", "replacedBy"))
    }
    if (entry.status !== "remplace" && entry.replacedBy !== undefined) {
      problems.push(forbidden(at("replacedBy"), "un rapport remplacé (« status » : « remplace »)"))
    }
    if (entry.status === "valide" && entry.statusDate !== undefined) {
      problems.push(forbidden(at("statusDate"), "un rapport retiré ou remplacé"))
    }
    if (typeof entry.replacedBy === "string" && !numbers.includes(entry.replacedBy)) {
      problems.push({
        path: at("replacedBy"),
        severity: "error",
        problem: "rapport de remplacement inconnu",
        expected: "le numéro d’un rapport inscrit dans ce registre",
        found: `« ${entry.replacedBy} », qu’aucun rapport du registre ne porte`,
        hint: "inscrivez d’abord le rapport qui le remplace",
      })
    }
    if (entry.replacedBy === entry.number && entry.number !== undefined) {
      problems.push(forbidden(at("replacedBy"), "un autre rapport que lui-même"))
    }
    if (entry.clientAgreed === true && entry.clientName === undefined) {
      problems.push(missing(at("clientAgreed"), "« clientAgreed » : true", "clientName"))
    }
    if (entry.clientAgreed !== true && entry.clientName !== undefined) {
      problems.push({
        ...forbidden(at("clientName"), "un client qui a accepté sa publication (« clientAgreed » : true)"),
        hint: "retirez le nom du client, ou cochez son accord s’il l’a donné par écrit",
      })
    }
  })
  return problems
}

const missing = (path: (string | number)[], when: string, field: string): Found => ({
  path,
  severity: "error",
  problem: `champ manquant : « ${field} »`,
  expected: `avec ${when}, le champ « ${field} »`,
  found: `sans « ${field} »`,
})

const forbidden = (path: (string | number)[], only: string): Found => ({
  path,
  severity: "error",
  problem: `champ « ${String(path[path.length - 1])} » non prévu ici`,
  expected: `ce champ seulement pour ${only}`,
  found: "ce champ",
  hint: "retirez ce champ",
})
