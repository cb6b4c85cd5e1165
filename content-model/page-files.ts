import { accessibilityStatement } from "./accessibility-statement"
import { choice, list, object, paragraphs, plain, text } from "./schema-helpers"
import {
  pageHeader,
  diagram,
  section,
  versionedDocument,
  requiring,
  updatedOn,
  pageLink,
  missionText,
  missionSeo,
  page,
} from "./fragments"
import { termsMentions } from "./terms-mentions"

/** The data file of each page. */
export const pageFiles = [
  {
    file: "accueil.json",
    typeName: "AccueilJson",
    schema: object("La page d’accueil.", {
      seo: missionSeo,
      dnaHeading: text("Le titre de la section de présentation (« L’ADN »)."),
      aboutHeading: text("Le titre de la section des fondateurs (« Qui sommes-nous »)."),
      aboutIntro: text("La phrase d’introduction des fondateurs."),
      offerLink: pageLink("Le renvoi vers la page de la vérification volontaire, sous la présentation."),
    }),
  },
  {
    file: "politique-impartialite.json",
    typeName: "PolitiqueImpartialiteJson",
    schema: page("La politique d’impartialité.", {
      document: versionedDocument,
      intro: missionText("Le premier paragraphe d’introduction, qui présente les missions de l’organisme."),
      content: requiring(paragraphs("Les deux autres paragraphes d’introduction.", 2), [
        {
          what: "que la politique s’applique aussi aux vérifications volontaires",
          pattern: "vérifications? volontaires?",
        },
      ]),
      paragraphs: requiring(paragraphs("Les douze paragraphes de la politique.", 12), [
        { what: "les incompatibilités", pattern: "incompatible" },
        { what: "l’interdiction d’évaluer pendant cinq ans après une prestation de conseil", pattern: "cinq ans" },
        { what: "la signature annuelle de la doctrine d’impartialité", pattern: "doctrine d.impartialité" },
        {
          what: "la déclaration de conflit d’intérêts pour chaque mission",
          pattern: "déclaration de conflit d.intérêts",
        },
        { what: "la revue par une personne qui n’a pas réalisé la vérification", pattern: "revue" },
        { what: "les audits internes ou externes", pattern: "audits internes ou externes" },
      ]),
    }),
  },
  {
    file: "politique-confidentialite.json",
    typeName: "PolitiqueConfidentialiteJson",
    schema: page("La politique de confidentialité (son texte est celui de la politique d’impartialité).", {
      personalData: object(
        "Le renvoi, sous le sous-titre, vers l’information sur les données personnelles (la rubrique des mentions légales).",
        {
          intro: text("La phrase qui précède le lien."),
          label: text("Le texte du lien vers la rubrique « Données personnelles » des mentions légales."),
        },
        { title: "PersonalDataLink" },
      ),
    }),
  },
  {
    file: "nos-activites.json",
    typeName: "NosActivitesJson",
    schema: object("La page des activités.", {
      seo: missionSeo,
      header: pageHeader,
      body: missionText("La phrase qui présente les activités."),
      offerLink: pageLink("Le renvoi vers la page de la vérification volontaire, après la phrase des activités."),
    }),
  },
  {
    file: "processus-verification.json",
    typeName: "ProcessusVerificationJson",
    schema: page("Le processus de vérification.", {
      tocHeading: text("Le titre du sommaire."),
      contextUpdated: updatedOn(
        "La date à laquelle le contexte législatif est à jour : changez-la à chaque révision du texte.",
      ),
      methodLink: object(
        "Le lien vers la page de la méthode de certification des informations en matière de durabilité.",
        {
          intro: text("La phrase qui précède le lien."),
          label: text("Le texte du lien."),
        },
        { title: "MethodLink" },
      ),
      invitation: text("Le texte affiché quand aucune section n’est ouverte."),
      sections: list(
        "Les trois sections : contexte, objectif, modalite.",
        object(
          "Une section du processus.",
          {
            id: choice("L’identifiant de la section.", "ProcessSectionId", [
              "contexte",
              "objectif",
              "modalite",
            ] as const),
            title: text("Le titre de la section."),
            icon: choice("L’icône de la section.", "ProcessSectionIcon", ["balance", "target", "checklist"] as const),
            description: text("Le résumé de la section."),
            status: missionText(
              "Dans une section qui présente l’avis motivé d’un OTI ou la certification, ce que les statuts de l’organisme lui permettent (facultatif).",
            ),
            subsections: list(
              "Les sous-sections (facultatives).",
              object(
                "Une sous-section.",
                { title: text("Le titre."), content: paragraphs("Les paragraphes.") },
                { title: "ProcessSubsection" },
              ),
            ),
            diagram,
          },
          { title: "ProcessSection", optional: ["subsections", "diagram", "status"] },
        ),
        { min: 3, max: 3 },
      ),
      steps: object("Les étapes du processus (conservées, non affichées).", {
        planning: list("La phase de planification.", text("Une étape.")),
        verification: list("La phase de vérification.", text("Une étape.")),
        reporting: list("La phase de rapport.", text("Une étape.")),
      }),
    }),
  },
  {
    file: "processus-appels-plaintes.json",
    typeName: "ProcessusAppelsPlaintesJson",
    schema: page("Le traitement des appels et des plaintes.", {
      document: versionedDocument,
      blocks: list(
        "Les deux blocs : appels puis plaintes.",
        object(
          "Un bloc de traitement.",
          {
            title: text("Le titre du bloc."),
            intro: text("Le texte d’introduction."),
            procedure: list(
              "La procédure écrite, étape par étape : ce qu’est la demande, qui peut la former, comment, les délais, qui décide, et la suite.",
              object(
                "Une rubrique de la procédure.",
                {
                  title: text("Le titre de la rubrique (par exemple « Qui peut faire appel ? »)."),
                  paragraphs: paragraphs("Les paragraphes de la rubrique."),
                },
                { title: "ProcedureStep" },
              ),
            ),
            escalation: requiring(
              missionText(
                "Le recours après la procédure interne : qui peut être saisi aujourd’hui (le comité de préservation de l’impartialité, puis un médiateur ou le tribunal) et ce qui s’y ajoutera une fois l’organisme accrédité et inscrit (le Cofrac, la H2A). Le Cofrac reçoit dès aujourd’hui le signalement d’une référence abusive à l’accréditation, la DGCCRF celui d’une pratique commerciale trompeuse.",
              ),
              [
                {
                  what: "que la DGCCRF reçoit le signalement d’une pratique commerciale trompeuse",
                  pattern: "DGCCRF[^.]*pratique commerciale trompeuse",
                },
              ],
            ),
            diagram,
          },
          { title: "ProcessBlock" },
        ),
        { min: 2, max: 2 },
      ),
    }),
  },
  {
    file: "mentions-legales.json",
    typeName: "MentionsLegalesJson",
    schema: page("Les mentions légales.", {
      publisher: object("L’éditeur du site.", {
        heading: text("Le titre de la carte."),
        name: text("La dénomination sociale."),
        legalForm: requiring(text("La forme juridique et le capital social."), [
          { what: "la forme de société par actions simplifiée (SAS)", pattern: "\\(SAS\\)" },
          { what: "le capital social de 4\u202f000\u00a0€", pattern: "4\u202f000\u00a0€" },
        ]),
        address: text("Le siège social."),
        phone: plain("Le téléphone."),
        email: plain("L’adresse électronique.", { format: "email" }),
        siren: plain(
          "Le numéro SIREN (9 chiffres) : le site en déduit le numéro RCS et le numéro de TVA intracommunautaire.",
          {
            pattern: "^[0-9]{9}$",
            patternErrorMessage: "9 chiffres, sans espace",
            "x-siren": true,
          },
        ),
        registryCity: plain(
          "La ville du greffe du tribunal de commerce où la société est immatriculée (« RCS <ville> <SIREN> »).",
          {
            pattern: "^[A-ZÀ-Ý][A-ZÀ-Ýa-zà-ÿ’' -]*$",
            patternErrorMessage: "le nom d’une ville, avec sa majuscule, par exemple Lyon",
          },
        ),
      }),
      fieldLabels: object(
        "Les libellés des lignes des cartes.",
        {
          legalForm: text("Le libellé de la forme juridique (et du capital)."),
          registeredOffice: text("Le libellé de l’adresse du siège social de l’éditeur."),
          address: text("Le libellé de l’adresse de l’hébergeur."),
          phone: text("Le libellé des numéros de téléphone."),
          email: text("Le libellé de l’adresse électronique."),
          registration: text("Le libellé du numéro d’immatriculation au RCS."),
          vatNumber: text("Le libellé du numéro de TVA intracommunautaire."),
        },
        { title: "LegalFieldLabels" },
      ),
      director: object("Le directeur de la publication.", {
        heading: text("Le titre de la carte."),
        name: text("Prénom et nom."),
        role: text("La fonction."),
      }),
      host: object("L’hébergeur.", {
        heading: text("Le titre de la carte."),
        name: text("Le nom de l’hébergeur."),
        address: text("L’adresse."),
        phone: plain("Le téléphone."),
      }),
      intellectualProperty: section,
      personalData: requiring(section, [
        { what: "la durée de conservation des journaux de l’hébergeur (un an)", pattern: "conservés un an" },
        { what: "le droit d’accès", pattern: "droit d.accès" },
        { what: "les directives sur le sort des données après le décès", pattern: "après (votre|leur) décès" },
        { what: "le droit de réclamation auprès de la CNIL", pattern: "CNIL" },
        { what: "les adresses IP que gardent les journaux de l’hébergeur", pattern: "adresse IP" },
        { what: "l’absence de cookie", pattern: "aucun cookie" },
        { what: "ce que devient un courriel envoyé par le bouton de contact", pattern: "messagerie" },
        { what: "le traitement des données d’un appel ou d’une plainte", pattern: "plainte" },
        { what: "l’absence de stockage local dans le navigateur", pattern: "stockage local" },
        { what: "le cache du navigateur, seul à garder les fichiers du site", pattern: "cache" },
      ]),
      liability: section,
    }),
  },
  {
    file: "accessibilite.json",
    typeName: "AccessibiliteJson",
    schema: page(
      "La déclaration d’accessibilité (modèle du RGAA), un document versionné : quand son texte change, sa version et sa date d’édition changent aussi. L’état de conformité, le taux, l’échantillon, les non-conformités et l’environnement de test viennent de la grille d’audit (docs/accessibilite/grille.json) : ce fichier n’en donne que les mots.",
      { document: versionedDocument, ...accessibilityStatement },
    ),
  },
  {
    file: "conditions-generales-vente.json",
    typeName: "ConditionsGeneralesVenteJson",
    schema: page("Les conditions générales de vente.", {
      document: versionedDocument,
      scope: missionText(
        "Le premier paragraphe de l’article 1er, qui dit quelles missions les conditions régissent : le site le place en tête de l’article.",
      ),
      sections: requiring(list("Les sept articles.", section, { min: 7, max: 7 }), termsMentions),
    }),
  },
] as const
