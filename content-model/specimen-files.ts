import { list, object, plain, text } from "./schema-helpers"
import { date, requiring, section } from "./fragments"

/*
 * The specimen report and the specimen engagement letter (issue 54, point 3): what a finance director reads
 * before a first mission, each a PDF built from its data file like the other documents. A specimen is no
 * issued report: it never enters rapports.json › reports, and every page of its PDF carries its mark.
 * With the other files, in model.ts.
 */

const specimenDocument = object(
  "La fiche du spécimen : sa référence et sa version, qui nomment son fichier PDF, et sa date d’édition, celle du PDF.",
  {
    reference: plain("La référence du spécimen, par exemple SPEC-RAP-GES (lettres, chiffres, points, tirets).", {
      pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$",
      patternErrorMessage: "des lettres, des chiffres, des points, des tirets ou des tirets bas, sans espace",
    }),
    version: plain("Le numéro de version, par exemple 01.", {
      pattern: "^[0-9]{2}$",
      patternErrorMessage: "deux chiffres, par exemple 01",
    }),
    edition: date("La date d’édition du spécimen : la date du PDF, qui ne change pas d’un build à l’autre."),
  },
  { title: "SpecimenDocument" },
)

const specimenHeader = (description: string, mentions: { what: string; pattern: string }[]) =>
  object("L’en-tête du spécimen.", { title: requiring(text(description), mentions) }, { title: "SpecimenHeader" })

const mark = plain("La marque imprimée en tête et en pied de chaque page du PDF : « SPÉCIMEN », en capitales.", {
  pattern: "^SPÉCIMEN$",
  patternErrorMessage: "le mot SPÉCIMEN, en capitales accentuées",
})

/** The warning under the title: a specimen, fictional, and what it is without (assurance, or a contract). */
const notice = (without: { what: string; pattern: string }) =>
  requiring(text("L’avertissement imprimé sous le titre : un exemple fictif, qui n’est pas un document émis."), [
    { what: "que le document est un spécimen", pattern: "spécimen" },
    { what: "que son contenu est fictif", pattern: "fictif|fictive" },
    without,
  ])

// FACTS.md: placeholders are clearly fictional. The specimen names no real company.
const client = plain(
  "Le nom de l’entreprise cliente du spécimen : un nom manifestement fictif, qui contient « Fictif » ou « Fictive ».",
  {
    pattern: "[Ff]icti(f|ve)",
    patternErrorMessage: "un nom manifestement fictif, qui contient « Fictif » ou « Fictive »",
  },
)

/** A part of a specimen: a titled section, with what the product requires it to say. */
const part = (description: string, mentions: { what: string; pattern: string }[]) =>
  requiring({ ...section, description }, mentions)

/** A text of the fees part: the basis of the fees, never an amount (the site publishes no price or rate). */
const withoutAmount = text("Un paragraphe, sans montant.", {
  pattern: "^[^€]*$",
  patternErrorMessage: "un texte sans montant : ni prix ni taux en euros, que le site ne publie pas",
})

const signature = object(
  "Le lieu, la date et la signature.",
  {
    title: text("Le titre de la partie."),
    place: text("Le lieu, par exemple « Fait à Lyon »."),
    dateLabel: text("Le mot entre le lieu et la date, par exemple « le »."),
    date: date("La date du document."),
    signatory: text("Qui signe, et à quel titre, par exemple « Pour Sylvène Audit Durable, l’associée signataire »."),
  },
  { title: "SpecimenSignature" },
)

export const specimenFiles = [
  {
    file: "specimen-rapport.json",
    typeName: "SpecimenRapportJson",
    schema: object(
      "Le spécimen de rapport d’assurance limitée sur les émissions de gaz à effet de serre des scopes 1 et 2, publié en PDF : chaque élément qu’ISAE 3000 (révisée) exige d’un rapport d’assurance limitée, pour un client fictif.",
      {
        header: specimenHeader("Le titre du rapport.", [
          { what: "que le rapport est indépendant", pattern: "indépendant" },
          { what: "le niveau d’assurance", pattern: "assurance limitée" },
          { what: "les émissions de gaz à effet de serre", pattern: "gaz à effet de serre" },
        ]),
        document: specimenDocument,
        mark,
        notice: notice({ what: "qu’il est sans valeur d’assurance", pattern: "sans valeur d.assurance" }),
        client,
        addressee: part("Le destinataire du rapport.", [
          { what: "le destinataire", pattern: "destinataire|à l.attention" },
        ]),
        voluntary: part(
          "Ce que le rapport rappelle en tête : une mission volontaire, ni avis motivé ni certification.",
          [
            { what: "que le rapport n’est pas l’avis motivé d’un organisme tiers indépendant", pattern: "avis motivé" },
            { what: "que le rapport n’est pas une certification", pattern: "certification" },
          ],
        ),
        subject: part("Les informations vérifiées et les critères selon lesquels elles sont établies.", [
          { what: "les scopes 1 et 2", pattern: "scopes 1 et 2" },
          { what: "les critères", pattern: "critères" },
          { what: "la période couverte", pattern: "exercice|période" },
        ]),
        responsibilities: part("Les responsabilités de l’entité et celles de l’organisme.", [
          { what: "la responsabilité de l’entité", pattern: "responsabilité" },
          { what: "la responsabilité de Sylvène Audit Durable", pattern: "notre responsabilité|il nous appartient" },
        ]),
        standards: part("Les normes appliquées.", [
          { what: "la norme ISAE 3000 (révisée)", pattern: "ISAE 3000" },
          { what: "la norme ISAE 3410, pour les gaz à effet de serre", pattern: "ISAE 3410" },
        ]),
        quality: part("La gestion de la qualité et l’indépendance.", [
          { what: "la norme de gestion de la qualité ISQM 1", pattern: "ISQM 1" },
          { what: "le code d’éthique et d’indépendance de l’IESBA", pattern: "IESBA" },
          { what: "l’indépendance", pattern: "indépendan[a-zé]*" },
        ]),
        work: part("Le résumé des travaux réalisés, et ce qu’une assurance limitée ne permet pas.", [
          { what: "les travaux réalisés", pattern: "travaux" },
          { what: "la portée moindre d’une assurance limitée", pattern: "assurance raisonnable" },
        ]),
        conclusion: part("La conclusion, formulée de façon négative.", [
          {
            what: "une conclusion formulée de façon négative (« nous n’avons pas relevé d’élément qui nous porte à croire que… »)",
            pattern: "n.avons (pas relevé d.élément|relevé aucun élément)",
          },
          { what: "les critères retenus", pattern: "critères" },
        ]),
        signature,
      },
    ),
  },
  {
    file: "specimen-lettre-mission.json",
    typeName: "SpecimenLettreMissionJson",
    schema: object(
      "Le spécimen de lettre de mission d’une vérification volontaire des émissions de gaz à effet de serre des scopes 1 et 2, publié en PDF, pour un client fictif.",
      {
        header: specimenHeader("Le titre de la lettre.", [
          { what: "que c’est une lettre de mission", pattern: "lettre de mission" },
        ]),
        document: specimenDocument,
        mark,
        notice: notice({ what: "qu’il est sans valeur contractuelle", pattern: "sans valeur contractuelle" }),
        client,
        addressee: part("Le destinataire de la lettre.", [
          { what: "le destinataire", pattern: "destinataire|à l.attention" },
        ]),
        scope: part("L’objet et le périmètre de la mission.", [
          { what: "les scopes 1 et 2", pattern: "scopes 1 et 2" },
        ]),
        criteria: part("Les critères selon lesquels les informations sont établies.", [
          { what: "les critères", pattern: "critères" },
        ]),
        standard: part("La norme appliquée et le niveau d’assurance.", [
          { what: "la norme ISAE 3000 (révisée)", pattern: "ISAE 3000" },
          { what: "le niveau d’assurance", pattern: "assurance limitée" },
        ]),
        responsibilities: part("Les responsabilités du client et celles de l’organisme.", [
          { what: "les responsabilités", pattern: "responsabilités?" },
        ]),
        timetable: part("Le calendrier de la mission.", [{ what: "le calendrier en semaines", pattern: "semaines?" }]),
        fees: requiring(
          object(
            "Comment les honoraires sont déterminés et facturés, sans aucun montant : le site ne publie ni prix ni taux.",
            {
              title: text("Le titre de la partie."),
              paragraphs: list("Les paragraphes de la partie.", withoutAmount),
              items: list("Une liste à puces affichée après les paragraphes (facultative).", withoutAmount),
            },
            { title: "SpecimenFees", optional: ["items"] },
          ),
          [{ what: "les honoraires", pattern: "honoraires" }],
        ),
        liability: part("Le plafond de responsabilité.", [
          { what: "le plafond de responsabilité", pattern: "plafon[a-zé]*|limitée" },
          { what: "l’article 4 des conditions générales de vente", pattern: "article 4" },
        ]),
        confidentiality: part("La confidentialité.", [{ what: "la confidentialité", pattern: "confidenti[a-zé]*" }]),
        signature,
      },
    ),
  },
] as const
