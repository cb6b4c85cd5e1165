import { accessibilityChecks } from "./accessibility-checks"
import { luhnValid } from "./identifiers"
import { formatNames, type Sniffed } from "./image-format"
import type { JsonPath } from "./json-source"
import { describeSchema, type Found } from "./problem"
import { orList, type Mention, type Schema } from "./schema-helpers"
import { closest } from "./suggest"
import { excerpt, typographyRules } from "./typography"

/** The object a value sits in, with its schema: for checks across fields (a status and the fields it needs). */
export interface Parent {
  schema: Schema
  value: Record<string, unknown>
}

/** What a path of data/ names: an image's sniffed content, a folder, or nothing (node/image-file.ts). */
export type ImageLookup = (relative: string) => Sniffed | "directory" | "missing"

export interface Context {
  /** Looks an image path up in data/; absent where no data/ folder is at hand (a field checked in the browser). */
  image?: ImageLookup
  routes: string[]
  /** Every file of data/, relative to it. */
  files: string[]
  /** The phrases site.json declares in another language (foreignPhrases); unknown when checking a field alone. */
  foreignPhrases?: readonly string[]
}

/** The checks JSON Schema cannot express: files on disk, routes, identifiers, blank text, typography. */
export function checkValue(
  schema: Schema,
  value: unknown,
  at: JsonPath,
  parent: Parent | undefined,
  context: Context,
): Found[] {
  const mentions = schema["x-mentions"] ? checkMentions(schema["x-mentions"], value, at) : []
  if (typeof value !== "string") return mentions
  if (schema.minLength && value.trim() === "") {
    return [
      {
        path: at,
        severity: "error",
        problem: "champ vide",
        expected: describeSchema(schema),
        found: "seulement des espaces",
      },
    ]
  }
  const problems: Found[] = [...mentions]
  if (schema["x-prose"] && forbidden.test(value)) {
    problems.push({
      path: at,
      severity: "error",
      problem: "formule interdite",
      expected:
        "aucune mention d’une accréditation « en cours » : tant que le Cofrac ne l’a pas accordée, le site dit seulement que l’organisme n’est pas accrédité (règles du Cofrac, data/README.md)",
      found: `« ${forbidden.exec(value)?.[0] ?? ""} »`,
    })
  }
  if (schema["x-image"]) problems.push(...checkImage(value, schema["x-image"], at, context))
  if (schema["x-route"] && !context.routes.includes(value)) {
    const guess = closest(value, context.routes)
    problems.push({
      path: at,
      severity: "error",
      problem: "page inexistante",
      expected: `l’adresse d’une page du site : ${orList(context.routes.map(route => `« ${route} »`))}`,
      found: `« ${value} »`,
      hint: guess ? `vouliez-vous dire « ${guess} » ?` : undefined,
    })
  }
  if (schema["x-siren"] && !luhnValid(value)) {
    problems.push({
      path: at,
      severity: "error",
      problem: "numéro SIREN invalide",
      expected: "9 chiffres dont le dernier est une clé de contrôle (formule de Luhn)",
      found: `« ${value} », dont la clé de contrôle ne correspond pas`,
      hint: "recopiez le numéro depuis l’extrait Kbis ou l’avis de situation Insee",
    })
  }
  problems.push(...accessibilityChecks(schema, value, at, parent, context.foreignPhrases))
  if (schema["x-not-before"]) problems.push(...checkNotBefore(value, schema["x-not-before"], at, parent))
  if (schema["x-status-fields"]) problems.push(...checkStatusFields(value, schema["x-status-fields"], at, parent))
  if (schema["x-prose"]) {
    for (const rule of typographyRules) {
      const match = rule.pattern.exec(value)
      if (!match) continue
      problems.push({
        path: at,
        severity: "error",
        problem: `typographie : ${rule.problem}`,
        expected: rule.expected,
        found: `« ${excerpt(value, match.index)} »`,
        hint: rule.correct
          ? "l’éditeur le corrige à l’enregistrement ; dans un fichier, npm run check -- --corriger"
          : "ce cas demande votre choix : corrigez le texte",
      })
    }
  }
  return problems
}

const months = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
]

/** « 1er mars 2025 » and « 01/03/2025 » as comparable numbers (20250301); undefined when not a date. */
function dateKey(text: string): number | undefined {
  const words = /^(\d{1,2})(?:er)? (\p{L}+) (\d{4})$/u.exec(text)
  if (words && months.includes(words[2])) return +words[3] * 10000 + (months.indexOf(words[2]) + 1) * 100 + +words[1]
  const digits = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text)
  return digits ? +digits[3] * 10000 + +digits[2] * 100 + +digits[1] : undefined
}

/** An entry into force before the edition date reads as retroactive (issue 22, point 11). */
function checkNotBefore(value: string, sibling: string, at: JsonPath, parent: Parent | undefined): Found[] {
  const other = parent?.value[sibling]
  const [mine, theirs] = [dateKey(value), typeof other === "string" ? dateKey(other) : undefined]
  if (mine === undefined || theirs === undefined || mine >= theirs) return []
  return [
    {
      path: at,
      severity: "error",
      problem: `date antérieure à « ${sibling} »`,
      expected: `une date qui ne précède pas « ${sibling} » (${String(other)}) : sinon le document paraît rétroactif`,
      found: `« ${value} »`,
      hint: `datez l’entrée en vigueur le jour de l’édition ou après, ou changez « ${sibling} »`,
    },
  ]
}

/** A body the Cofrac has not accredited must not suggest otherwise: no « accréditation en cours », no Cofrac logo. */
const forbidden = /accréditation en cours|en cours d[’']accréditation/i

/** Every string under a value: the text a required mention may sit in. */
const allText = (value: unknown): string =>
  typeof value === "string"
    ? value
    : Array.isArray(value)
      ? value.map(allText).join("\n")
      : value && typeof value === "object"
        ? Object.values(value).map(allText).join("\n")
        : ""

function checkMentions(mentions: Mention[], value: unknown, at: JsonPath): Found[] {
  const text = allText(value)
  return mentions
    .filter(mention => !new RegExp(mention.pattern, "iu").test(text))
    .map(mention => ({
      path: at,
      severity: "error" as const,
      problem: `mention obligatoire absente : ${mention.what}`,
      expected: `un texte qui mentionne ${mention.what}`,
      found: "aucune phrase qui le dise",
      hint: "rétablissez cette mention, avec les mots de votre choix",
    }))
}

function checkImage(value: string, formats: NonNullable<Schema["x-image"]>, at: JsonPath, context: Context): Found[] {
  const expected = `une image ${orList(formats.map(format => formatNames[format]))} du dossier data`
  const problem = (what: string, found: string, hint?: string): Found[] => [
    { path: at, severity: "error", problem: what, expected, found, hint },
  ]
  if (value.includes("\\")) {
    return problem(
      "chemin d’image incorrect",
      `« ${value} », avec des barres obliques inverses \\`,
      `écrivez « ${value.replace(/\\/g, "/")} »`,
    )
  }
  if (value.startsWith("/") || value.split("/").includes("..")) {
    return problem(
      "chemin d’image hors du dossier data",
      `« ${value} »`,
      "le chemin part du dossier data, par exemple images/fondateurs/photo.jpg",
    )
  }
  if (!context.image) return []
  const content = context.image(value)
  if (content === "directory" || content === "missing") {
    const images = context.files.filter(file => /\.(jpe?g|png|webp|avif|svg)$/i.test(file))
    const guess = closest(value, images)
    return problem(
      "image introuvable",
      `« ${value} », ${content === "directory" ? "qui est un dossier" : "qui n’existe pas"}`,
      guess ? `vouliez-vous dire « ${guess} » ?` : undefined,
    )
  }
  if ("other" in content)
    return problem("ce fichier n’est pas une image", `« ${value} », qui contient ${content.other}`)
  if (!formats.includes(content.image)) {
    return problem("format d’image non accepté ici", `« ${value} », qui est une image ${formatNames[content.image]}`)
  }
  return []
}

/** An accredited body needs its number and scope; a body that is not must show none (docs in data/README.md). */
function checkStatusFields(
  value: string,
  rule: NonNullable<Schema["x-status-fields"]>,
  at: JsonPath,
  parent: Parent | undefined,
): Found[] {
  const present = rule.fields.filter(field => parent?.value[field] !== undefined)
  const field = at[at.length - 1]
  if (value === rule.when) {
    const missing = rule.fields.filter(name => !present.includes(name))
    if (missing.length === 0) return []
    return [
      {
        path: at,
        severity: "error",
        problem: `champ${missing.length > 1 ? "s" : ""} manquant${missing.length > 1 ? "s" : ""} pour le statut « ${value} »`,
        expected: `avec « ${String(field)} » : « ${value} », ${rule.fields.length > 1 ? "les champs" : "le champ"} ${andList(rule.fields.map(name => `« ${name} »`))}`,
        found: `sans ${andList(missing.map(name => `« ${name} »`))}`,
      },
    ]
  }
  if (present.length === 0) return []
  return [
    {
      path: at,
      severity: "error",
      problem: `champ${present.length > 1 ? "s" : ""} réservé${present.length > 1 ? "s" : ""} au statut « ${rule.when} »`,
      expected: `avec « ${String(field)} » : « ${value} », ${rule.fields.length > 1 ? "aucun des champs" : "pas de champ"} ${andList(rule.fields.map(name => `« ${name} »`))}`,
      found: andList(present.map(name => `« ${name} »`)),
      hint: `retirez ${present.length > 1 ? "ces champs" : "ce champ"}, ou passez « ${String(field)} » à « ${rule.when} » ${rule.granted}`,
    },
  ]
}

/** « a, b et c ». */
const andList = (items: string[]) => new Intl.ListFormat("fr", { type: "conjunction" }).format(items)
