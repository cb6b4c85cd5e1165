import {
  image,
  list,
  type Mention,
  object,
  paragraphs,
  plain,
  type Schema,
  text,
  type Typed,
  yesNo,
} from "./schema-helpers"

/*
 * The parts several data files share (a page's header and description, a text section, a diagram, a
 * versioned document…) and the helpers that build them. The files themselves: shared-files.ts and
 * page-files.ts, put together in model.ts.
 */

export const pageHeader = object(
  "L’en-tête de la page : badge, titre et sous-titre.",
  {
    badge: text("Le petit libellé affiché au-dessus du titre."),
    title: text("Le titre de la page (balise h1)."),
    subtitle: text("La phrase d’introduction sous le titre."),
  },
  { title: "PageHeader" },
)

const seo = object(
  "Ce que les moteurs de recherche et les réseaux sociaux affichent de la page.",
  {
    title: text("Le titre de l’onglet du navigateur (sans le nom du site, ajouté automatiquement)."),
    description: text("La description de la page pour les moteurs de recherche (150 caractères environ)."),
  },
  { title: "PageSeo" },
)

export const diagram = object(
  "Un schéma de processus et son équivalent textuel.",
  {
    title: text("Le titre du schéma, affiché dans la vue agrandie."),
    image: image("Le chemin de l’image du schéma depuis le dossier data (PNG ou JPEG).", undefined, "alt"),
    alt: text(
      "Une courte description de l’image pour les lecteurs d’écran ; le site y ajoute la phrase qui renvoie à la liste des étapes (interface.json › diagram › stepsPointer).",
    ),
    steps: list(
      "Les étapes du schéma, dans l’ordre : l’équivalent textuel de l’image, deux au moins. Des étapes menées en parallèle sur le schéma le disent dans leur texte.",
      text("Une étape."),
      { min: 2 },
    ),
  },
  { title: "Diagram" },
)

export const section = object(
  "Une section de texte : titre, paragraphes et, si besoin, une liste à puces.",
  {
    title: text("Le titre de la section."),
    paragraphs: paragraphs("Les paragraphes de la section."),
    items: list("Une liste à puces affichée après les paragraphes (facultative).", text("Un point de la liste.")),
  },
  { title: "TextSection", optional: ["items"] },
)

const inForcePattern =
  "^(1er|[2-9]|[12][0-9]|3[01]) (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) 20[0-9]{2}$"

export const versionedDocument = object(
  "La fiche d’un document versionné : référence, version, date d’édition, date d’entrée en vigueur, et ses versions précédentes. La référence et la version nomment aussi son fichier PDF. Une version publiée garde ses dates. Quand son texte change, la version et la date d’édition changent aussi : le contrôle compare le document à sa dernière version enregistrée (git).",
  {
    reference: plain("La référence du document, par exemple F_9.3_01_02 (lettres, chiffres, points, tirets).", {
      pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$",
      patternErrorMessage:
        "des lettres, des chiffres, des points, des tirets ou des tirets bas, sans espace, par exemple F_9.3_01_02",
    }),
    version: plain("Le numéro de version, par exemple 02.", {
      pattern: "^[0-9]{2}$",
      patternErrorMessage: "deux chiffres, par exemple 02",
    }),
    edition: plain("La date d’édition de cette version, au format JJ/MM/AAAA.", {
      pattern: "^[0-3][0-9]/[01][0-9]/20[0-9]{2}$",
      patternErrorMessage: "une date au format JJ/MM/AAAA, par exemple 19/08/2025",
    }),
    inForce: text(
      "La date d’entrée en vigueur, en toutes lettres, par exemple « 1er mars 2025 » : pas avant la date d’édition. Obligatoire : un document versionné dit à partir de quand il s’applique.",
      {
        pattern: inForcePattern,
        patternErrorMessage: "une date en toutes lettres, par exemple 1er mars 2025",
        "x-not-before": "edition",
      },
    ),
    history: list(
      "Les versions précédentes, de la plus récente à la plus ancienne, chacune avec sa date d’édition et sa date d’entrée en vigueur, telles qu’elles ont été publiées (le contrôle refuse qu’elles changent ensuite) : la page les liste et le site garde le PDF de chacune, tiré de l’historique git. À chaque nouvelle version, ajoutez ici celle qu’elle remplace.",
      object(
        "Une version précédente.",
        {
          version: plain("Le numéro de cette version, par exemple 02.", {
            pattern: "^[0-9]{2}$",
            patternErrorMessage: "deux chiffres, par exemple 02",
          }),
          edition: plain("La date d’édition de cette version, au format JJ/MM/AAAA.", {
            pattern: "^[0-3][0-9]/[01][0-9]/20[0-9]{2}$",
            patternErrorMessage: "une date au format JJ/MM/AAAA, par exemple 19/08/2025",
          }),
          inForce: text(
            "Sa date d’entrée en vigueur, en toutes lettres, par exemple « 1er mars 2025 » : celle sous laquelle elle a été publiée, qui ne change plus ensuite.",
            {
              pattern: inForcePattern,
              patternErrorMessage: "une date en toutes lettres, par exemple 1er mars 2025",
            },
          ),
          replacedBeforeInForce: yesNo(
            "Remplacée avant son entrée en vigueur : cochez si une version plus récente l’a remplacée avant sa date d’entrée en vigueur (elle n’a jamais été en vigueur, la page le dit).",
          ),
        },
        { title: "DocumentVersion", optional: ["replacedBeforeInForce"] },
      ),
    ),
  },
  { title: "VersionedDocument", optional: ["history"] },
)

/** The schema, with what the product requires its text to mention (checked at save time, in French). */
export const requiring = <S extends Schema>(schema: S, mentions: Mention[]): S => ({
  ...schema,
  "x-mentions": mentions,
})

export const date = (description: string) =>
  plain(`${description} Au format JJ/MM/AAAA.`, {
    pattern: "^[0-3][0-9]/[01][0-9]/20[0-9]{2}$",
    patternErrorMessage: "une date au format JJ/MM/AAAA, par exemple 19/08/2025",
  })

/**
 * A sentence that presents the missions the law reserves (DPEF verification, sustainability
 * certification): the editor writes both variants, src/utils/accreditation.ts picks one from the
 * statuses of site.json, so no page claims a mission ahead of the accreditation (issue 22, point 1).
 */
export const missionText = (description: string) =>
  object(
    `${description} Deux variantes, choisies par le site selon les statuts d’accréditation et d’inscription de « L’identité du site ».`,
    {
      pending: text(
        "La variante affichée tant que l’organisme n’est pas à la fois accrédité par le Cofrac et inscrit sur la liste de la H2A : au conditionnel (« en vue de », « une fois accréditée et inscrite »).",
      ),
      granted: text("La variante affichée une fois l’organisme accrédité et inscrit : au présent."),
    },
    { title: "MissionText" },
  )

/** The description of a page that presents the reserved missions: its variant follows the statuses too. */
export const missionSeo = object(
  "Ce que les moteurs de recherche et les réseaux sociaux affichent de la page.",
  {
    title: text("Le titre de l’onglet du navigateur (sans le nom du site, ajouté automatiquement)."),
    description: missionText("La description de la page pour les moteurs de recherche (150 caractères environ)."),
  },
  { title: "MissionPageSeo" },
)

/** The date a page that describes regulation or standards was true (« À jour au … »: the scope of the CSRD
 * moved with the Omnibus directive and its transposition, so such a page says when it was written). */
export const updatedOn = (description: string) =>
  object(
    description,
    {
      label: text("Le libellé affiché avant la date (« À jour au »)."),
      date: date(
        "La date de la dernière mise à jour du texte : six mois après, le contrôle et l’éditeur demandent de relire la page.",
      ),
      reviewBy: date(
        "La date de relecture (facultative) : celle où un énoncé de la page peut cesser d’être vrai (une date limite de transposition, l’entrée en application d’une norme) ; ce jour-là, le contrôle et l’éditeur demandent de relire la page.",
      ),
    },
    { title: "UpdatedOn", optional: ["reviewBy"] },
  )

/** A sentence that leads to another page of the site: the sentence, then the link's text. */
export const pageLink = (description: string) =>
  object(
    description,
    {
      intro: text("La phrase qui précède le lien."),
      label: text("Le texte du lien."),
    },
    { title: "PageLink" },
  )

/** A labelled fact of the independence evidence. */
export const evidence = (description: string) =>
  object(
    description,
    { label: text("Le libellé (par exemple « Actionnariat »)."), text: text("Le texte.") },
    { title: "EvidenceItem" },
  )

export const page = <P extends Record<string, Typed<unknown>>>(description: string, properties: P) =>
  object(description, { seo, header: pageHeader, ...properties })
