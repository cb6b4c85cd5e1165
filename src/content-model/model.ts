import {
  type Mention,
  choice,
  image,
  list,
  object,
  paragraphs,
  plain,
  text,
  type Schema,
  type TypeOf,
  type Typed,
} from "./schema-helpers"

/** One JSON file of `data/`: its GraphQL node type and the shape of its content. */
export interface ContentFile {
  file: string
  typeName: string
  schema: Schema
}

const pageHeader = object(
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

const diagram = object(
  "Un schéma de processus et son équivalent textuel.",
  {
    title: text("Le titre du schéma, affiché dans la vue agrandie."),
    image: image("Le chemin de l’image du schéma depuis le dossier data (PNG ou JPEG)."),
    alt: text("Une courte description de l’image pour les lecteurs d’écran."),
    steps: list("Les étapes du schéma, dans l’ordre : l’équivalent textuel de l’image.", text("Une étape.")),
  },
  { title: "Diagram" },
)

const section = object(
  "Une section de texte : titre, paragraphes et, si besoin, une liste à puces.",
  {
    title: text("Le titre de la section."),
    paragraphs: paragraphs("Les paragraphes de la section."),
    items: list("Une liste à puces affichée après les paragraphes (facultative).", text("Un point de la liste.")),
  },
  { title: "TextSection", optional: ["items"] },
)

const versionedDocument = object(
  "La fiche d’un document versionné : référence, version, date d’édition et, si besoin, date d’entrée en vigueur. La référence et la version nomment aussi son fichier PDF.",
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
      "La date d’entrée en vigueur, en toutes lettres, par exemple « 1er mars 2025 » (facultative) : pas avant la date d’édition.",
      {
        pattern:
          "^(1er|[2-9]|[12][0-9]|3[01]) (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) 20[0-9]{2}$",
        patternErrorMessage: "une date en toutes lettres, par exemple 1er mars 2025",
        "x-not-before": "edition",
      },
    ),
  },
  { title: "VersionedDocument", optional: ["inForce"] },
)

/** The schema, with what the product requires its text to mention (checked at save time, in French). */
const requiring = <S extends Schema>(schema: S, mentions: Mention[]): S => ({ ...schema, "x-mentions": mentions })

const date = (description: string) =>
  plain(`${description} Au format JJ/MM/AAAA.`, {
    pattern: "^[0-3][0-9]/[01][0-9]/20[0-9]{2}$",
    patternErrorMessage: "une date au format JJ/MM/AAAA, par exemple 19/08/2025",
  })

/**
 * A sentence that presents the missions the law reserves (DPEF verification, sustainability
 * certification): the editor writes both variants, src/utils/accreditation.ts picks one from the
 * statuses of site.json, so no page claims a mission ahead of the accreditation (issue 22, point 1).
 */
const missionText = (description: string) =>
  object(
    `${description} Deux variantes, choisies par le site selon les statuts de site.json.`,
    {
      pending: text(
        "La variante affichée tant que l’organisme n’est pas à la fois accrédité par le Cofrac et inscrit sur la liste de la H2A : au conditionnel (« en vue de », « une fois accréditée et inscrite »).",
      ),
      granted: text("La variante affichée une fois l’organisme accrédité et inscrit : au présent."),
    },
    { title: "MissionText" },
  )

/** The description of a page that presents the reserved missions: its variant follows the statuses too. */
const missionSeo = object(
  "Ce que les moteurs de recherche et les réseaux sociaux affichent de la page.",
  {
    title: text("Le titre de l’onglet du navigateur (sans le nom du site, ajouté automatiquement)."),
    description: missionText("La description de la page pour les moteurs de recherche (150 caractères environ)."),
  },
  { title: "MissionPageSeo" },
)

/** A labelled fact of the independence evidence. */
const evidence = (description: string) =>
  object(
    description,
    { label: text("Le libellé (par exemple « Actionnariat »)."), text: text("Le texte.") },
    { title: "EvidenceItem" },
  )

const page = <P extends Record<string, Typed<unknown>>>(description: string, properties: P) =>
  object(description, { seo, header: pageHeader, ...properties })

export const contentFiles = [
  {
    file: "site.json",
    typeName: "SiteJson",
    schema: object("L’identité du site.", {
      name: text("Le nom de l’organisme, affiché dans l’en-tête et les titres d’onglet."),
      tagline: text("La phrase d’accroche de la page d’accueil."),
      description: missionText("La description de l’organisme, sous le titre « L’ADN »."),
      certification: text("La déclaration d’évaluation de la conformité et de formation des fondateurs."),
      otiDefinition: text("La définition d’un organisme tiers indépendant (OTI)."),
      accreditation: object(
        "Les deux statuts de l’organisme, distincts : l’accréditation par le Cofrac et l’inscription sur la liste de la Haute autorité de l’audit (H2A). Ils décident seuls de ce que disent les phrases qui présentent les missions réservées et la phrase de statut (accueil, activités, article 7 des conditions générales de vente).",
        {
          status: plain(
            "L’accréditation par le Cofrac : non_accredite tant qu’elle n’est pas accordée ; accredite dès qu’un numéro est attribué (renseignez alors date, number, scopeUrl et accreditedActivities).",
            {
              enum: ["non_accredite", "accredite"],
              "x-status-fields": {
                when: "accredite",
                fields: ["date", "number", "scopeUrl", "accreditedActivities"],
                granted: "quand l’accréditation est accordée",
              },
            },
          ),
          date: date("Une fois accrédité : la date de la décision d’accréditation du Cofrac."),
          notAccredited: requiring(
            text(
              "La phrase affichée tant que l’organisme n’est pas accrédité par le Cofrac : elle le dit clairement, sans laisser croire à une accréditation.",
            ),
            [{ what: "l’instance nationale d’accréditation", pattern: "instance nationale d.accréditation" }],
          ),
          h2aStatus: plain(
            "L’inscription sur la liste des auditeurs de durabilité tenue par la H2A : non_inscrit tant qu’elle n’est pas prononcée ; inscrit ensuite (renseignez alors h2aDate).",
            {
              enum: ["non_inscrit", "inscrit"],
              "x-status-fields": { when: "inscrit", fields: ["h2aDate"], granted: "quand l’inscription est prononcée" },
            },
          ),
          h2aDate: date("Une fois inscrit : la date d’inscription sur la liste de la H2A."),
          notRegistered: text(
            "La phrase affichée tant que l’organisme n’est pas inscrit sur la liste de la H2A : elle le dit clairement.",
          ),
          registered: text(
            "La phrase affichée une fois l’organisme inscrit sur la liste de la H2A, avant la date d’inscription (« … depuis le »), que le site ajoute.",
          ),
          typeA: text(
            "L’explication de « type A » : la catégorie d’indépendance de la norme ISO/IEC 17020 selon laquelle l’organisme est organisé.",
          ),
          mentionPrefix: text(
            "Le début de la mention d’accréditation exigée par le Cofrac, avant le numéro (« Accréditation Cofrac n° »).",
          ),
          mentionScope: text(
            "La fin de la mention d’accréditation, après le numéro (« portée disponible sur www.cofrac.fr »).",
          ),
          accreditedActivities: text(
            "Une fois accrédité : les seules activités couvertes par l’accréditation, affichées avec la mention.",
          ),
          number: plain("Une fois accrédité : le numéro d’accréditation Cofrac, par exemple 3-1234.", {
            pattern: "^[0-9]-[0-9]{4}$",
            patternErrorMessage: "le numéro Cofrac, un chiffre, un tiret puis quatre chiffres, par exemple 3-1234",
          }),
          scopeUrl: plain("Une fois accrédité : l’adresse de la portée d’accréditation sur www.cofrac.fr.", {
            format: "uri",
            pattern: "^https://(www\\.)?cofrac\\.fr/",
            patternErrorMessage: "une adresse du site du Cofrac, qui commence par https://www.cofrac.fr/",
          }),
        },
        { title: "Accreditation", optional: ["date", "number", "scopeUrl", "accreditedActivities", "h2aDate"] },
      ),
      independence: object(
        "Les preuves de l’indépendance de type A (norme ISO/IEC 17020), affichées sur la page des activités.",
        {
          heading: text("Le titre du bloc."),
          intro: text("La phrase d’introduction du bloc."),
          shareholding: evidence("Qui détient le capital social."),
          insurance: object(
            "L’assurance de responsabilité civile professionnelle.",
            {
              label: text("Le libellé."),
              insurer: text("L’assureur."),
              cover: text("Le montant et l’étendue de la garantie."),
            },
            { title: "InsuranceEvidence" },
          ),
          safeguard: evidence("Le comité de préservation de l’impartialité, ou la garantie équivalente."),
          reviewer: evidence("Qui revoit chaque dossier avant l’avis (la revue indépendante)."),
          signatory: evidence("Qui signe les avis et rapports, distinct de qui surveille l’impartialité."),
        },
        { title: "IndependenceEvidence" },
      ),
      siteUrl: plain("L’adresse publique du site, sans barre oblique finale.", {
        format: "uri",
        pattern: "^https://[^/]+$",
        patternErrorMessage:
          "une adresse qui commence par https:// et sans barre oblique finale, par exemple https://www.exemple.fr",
      }),
      logo: image("Le chemin du logo depuis le dossier data (SVG de préférence).", ["svg", "png", "webp", "jpeg"]),
      logoAlt: text("Le texte alternatif du logo (le nom de l’organisme)."),
    }),
  },
  {
    file: "interface.json",
    typeName: "InterfaceJson",
    schema: object("Les libellés de l’interface (boutons, menus, messages).", {
      skipLink: text("Le lien d’évitement vers le contenu."),
      homeLink: text("Le nom du lien du logo vers l’accueil (pour les lecteurs d’écran)."),
      mainNavigation: text("Le nom de la navigation principale."),
      menuButton: text("Le libellé du bouton du menu sur petit écran."),
      footerNavigation: text("Le nom de la navigation du pied de page."),
      socialLinks: text("Le nom du groupe des réseaux sociaux."),
      contentError: requiring(text("Le message affiché quand le contenu d’une page manque."), [
        {
          what: "« Erreur de chargement du contenu », le message que fixe la spécification",
          pattern: "^Erreur de chargement du contenu$",
        },
      ]),
      notFoundTitle: text("Le titre d’onglet d’une adresse inconnue."),
      mailHint: text("L’aide du bouton de contact, qui ouvre la messagerie du visiteur."),
      document: object(
        "Les libellés de la fiche des documents versionnés (conditions générales de vente, politique d’impartialité, procédure d’appels et de plaintes) et de leur PDF.",
        {
          reference: text("Le libellé de la référence."),
          version: text("Le libellé de la version."),
          edition: text("Le libellé de la date d’édition."),
          inForce: text("Le libellé de la date d’entrée en vigueur."),
          download: text(
            "Le texte du lien de téléchargement du PDF (la référence et la version sont ajoutées après, entre parenthèses).",
          ),
          page: text("Le mot « Page » du pied de page des PDF (suivi du numéro de page)."),
        },
        { title: "DocumentLabels" },
      ),
      diagram: object(
        "Les libellés communs aux schémas de processus et à leur vue agrandie.",
        {
          openLabel: text("Le texte ajouté au nom d’un schéma cliquable (lu par les lecteurs d’écran)."),
          stepsHeading: text("Le titre de la liste des étapes d’un schéma, son équivalent textuel."),
          close: text("Le libellé du bouton de fermeture de la vue agrandie."),
          zoomHint: text("L’aide au zoom avec une souris et un clavier (molette de la souris, touches + et −)."),
          zoomHintTouch: text(
            "L’aide au zoom sur un écran tactile, sans molette ni clavier (boutons − et +, glisser pour déplacer le schéma).",
          ),
          zoomIn: text("Le libellé du bouton zoom avant."),
          zoomOut: text("Le libellé du bouton zoom arrière."),
          zoomReset: text("Le libellé du bouton qui rend au schéma sa taille initiale."),
        },
        { title: "DiagramLabels" },
      ),
    }),
  },
  {
    file: "navigation.json",
    typeName: "NavigationJson",
    schema: object("La navigation principale de l’en-tête.", {
      items: list(
        "Exactement cinq liens, dans l’ordre d’affichage.",
        object(
          "Un lien de navigation.",
          {
            path: plain("L’adresse de la page, par exemple /nos-activites.", {
              "x-route": true,
              pattern: "^/",
              patternErrorMessage: "une adresse qui commence par une barre oblique, par exemple /nos-activites",
            }),
            label: text("Le libellé du lien (affiché en majuscules, sur deux lignes au-delà de 20 caractères)."),
          },
          { title: "NavigationItem" },
        ),
        { min: 5, max: 5 },
      ),
    }),
  },
  {
    file: "fondateurs.json",
    typeName: "FondateursJson",
    schema: object("Les fondateurs présentés sur la page d’accueil.", {
      items: list(
        "Les fondateurs, dans l’ordre d’affichage.",
        object(
          "Un fondateur.",
          {
            name: text("Prénom et nom."),
            role: text("La fonction (par exemple Président)."),
            description: text("La présentation du fondateur."),
            missionRole: missionText(
              "Son rôle dans les missions réservées (facultatif), affiché après sa présentation : par exemple la signature des avis.",
            ),
            diplomas: list("Ses diplômes (facultatif).", text("Un diplôme.")),
            titles: list("Ses titres professionnels (facultatif).", text("Un titre professionnel.")),
            h2aStatus: plain(
              "Son inscription personnelle comme auditeur de durabilité sur la liste de la H2A (facultatif) : non_inscrit ou inscrit (renseignez alors h2aDate).",
              {
                enum: ["non_inscrit", "inscrit"],
                "x-status-fields": {
                  when: "inscrit",
                  fields: ["h2aDate"],
                  granted: "quand l’inscription est prononcée",
                },
              },
            ),
            h2aDate: date("Une fois inscrit : la date de son inscription sur la liste de la H2A."),
            photo: image("Le chemin de la photo depuis le dossier data (JPEG ou PNG, 800 × 800 pixels au moins)."),
            photoAlt: text("La description de la photo pour les lecteurs d’écran."),
          },
          { title: "Founder", optional: ["missionRole", "diplomas", "titles", "h2aStatus", "h2aDate"] },
        ),
      ),
      labels: object(
        "Les libellés des titres des fondateurs sur leurs cartes.",
        {
          diplomas: text("Le libellé des diplômes."),
          titles: text("Le libellé des titres professionnels."),
          h2a: text("Le libellé de l’inscription sur la liste de la H2A."),
          h2aRegistered: text("Le texte d’une inscription, avant sa date (« depuis le »)."),
          h2aNotRegistered: text("Le texte quand le fondateur n’est pas inscrit."),
        },
        { title: "FounderLabels" },
      ),
    }),
  },
  {
    file: "pied-de-page.json",
    typeName: "PiedDePageJson",
    schema: object("Le pied de page.", {
      description: missionText("La courte présentation affichée dans le pied de page."),
      contact: object("Le bloc de contact.", {
        title: text("Le titre du bloc."),
        email: plain("L’adresse électronique de contact.", { format: "email" }),
        phone: plain("Le numéro de téléphone."),
        address: text("L’adresse postale."),
        buttonText: text("Le texte du bouton qui ouvre la messagerie."),
      }),
      legal: object("Les liens légaux.", {
        copyright: text("La mention de droits d’auteur, année comprise."),
        mentionsLabel: text("Le libellé du lien vers les mentions légales."),
        conditionsLabel: text("Le libellé du lien vers les conditions générales de vente."),
        methodLabel: text(
          "Le libellé du lien vers la méthode de certification des informations en matière de durabilité.",
        ),
        privacyLabel: text("Le libellé du lien vers la politique de confidentialité."),
        accessibilityLabel: text(
          "Le libellé du lien vers la déclaration d’accessibilité, avec l’état de conformité (par exemple « Accessibilité : non conforme »).",
        ),
      }),
      social: list(
        "Les réseaux sociaux (icônes sans lien).",
        object("Un réseau social.", {
          name: text("Le nom du réseau."),
          icon: choice("L’icône : linkedin, x ou youtube.", "SocialNetwork", ["linkedin", "x", "youtube"] as const),
        }),
      ),
    }),
  },
  {
    file: "connexion-admin.json",
    typeName: "ConnexionAdminJson",
    schema: object("Les textes de la connexion administrateur (non affichés sur le site).", {
      title: text("Le titre."),
      subtitle: text("Le sous-titre."),
      identifierLabel: text("Le libellé du champ identifiant."),
      identifierPlaceholder: text("L’exemple du champ identifiant."),
      passwordLabel: text("Le libellé du champ mot de passe."),
      passwordPlaceholder: text("L’exemple du champ mot de passe."),
      submit: text("Le bouton de connexion."),
      loading: text("Le texte pendant la connexion."),
      error: text("Le message d’erreur."),
      footer: text("La mention d’accès réservé."),
    }),
  },
  {
    file: "accueil.json",
    typeName: "AccueilJson",
    schema: object("La page d’accueil.", {
      seo: missionSeo,
      dnaHeading: text("Le titre de la section de présentation (« L’ADN »)."),
      aboutHeading: text("Le titre de la section des fondateurs (« Qui sommes-nous »)."),
      aboutIntro: text("La phrase d’introduction des fondateurs."),
    }),
  },
  {
    file: "politique-impartialite.json",
    typeName: "PolitiqueImpartialiteJson",
    schema: page("La politique d’impartialité.", {
      document: versionedDocument,
      intro: missionText("Le premier paragraphe d’introduction, qui présente les missions de l’organisme."),
      content: paragraphs("Les deux autres paragraphes d’introduction.", 2),
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
    }),
  },
  {
    file: "processus-verification.json",
    typeName: "ProcessusVerificationJson",
    schema: page("Le processus de vérification.", {
      tocHeading: text("Le titre du sommaire."),
      contextUpdated: object(
        "La date à laquelle le contexte législatif est à jour : changez-la à chaque révision du texte.",
        {
          label: text("Le libellé affiché avant la date (« À jour au »)."),
          date: date("La date de la dernière mise à jour du contexte."),
        },
        { title: "UpdatedOn" },
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
          { title: "ProcessSection", optional: ["subsections", "diagram"] },
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
            diagram,
          },
          { title: "ProcessBlock" },
        ),
        { min: 2, max: 2 },
      ),
    }),
  },
  {
    file: "methode-certification-durabilite.json",
    typeName: "MethodeCertificationDurabiliteJson",
    schema: object("La méthode de certification des informations en matière de durabilité.", {
      seo: missionSeo,
      header: pageHeader,
      intro: missionText("Le paragraphe d’introduction, qui dit qui peut certifier et à quelle condition."),
      sections: list(
        "Les rubriques de la méthode : l’assurance limitée, les ESRS et l’analyse de double matérialité, la taxonomie, la nomination et la durée du mandat, les normes appliquées, ce que reçoit le client.",
        section,
        { min: 6 },
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
      ]),
      liability: section,
    }),
  },
  {
    file: "accessibilite.json",
    typeName: "AccessibiliteJson",
    schema: page("La déclaration d’accessibilité (modèle du RGAA).", {
      testedPages: list(
        "Les pages sur lesquelles portent les tests automatisés (axe-core) et les tests au clavier du projet.",
        plain("L’adresse d’une page testée, par exemple /nos-activites.", {
          "x-route": true,
          pattern: "^/",
          patternErrorMessage: "une adresse qui commence par une barre oblique, par exemple /nos-activites",
        }),
      ),
      testedPagesHeading: text("Le titre de la liste des pages testées."),
      sections: list(
        "Les rubriques de la déclaration : état de conformité, résultats des tests, contenus non accessibles, établissement de la déclaration, retour d’information et contact, voies de recours.",
        section,
        { min: 6, max: 6 },
      ),
    }),
  },
  {
    file: "conditions-generales-vente.json",
    typeName: "ConditionsGeneralesVenteJson",
    schema: page("Les conditions générales de vente.", {
      document: versionedDocument,
      scope: missionText(
        "Le premier paragraphe de l’article 1er, qui dit quelles missions les conditions régissent : le site le place en tête de l’article.",
      ),
      sections: requiring(list("Les sept articles.", section, { min: 7, max: 7 }), [
        { what: "les clients professionnels, seuls concernés", pattern: "clients? professionnels" },
        { what: "la primauté des conditions particulières", pattern: "conditions particulières prévalent" },
        { what: "l’obligation de moyens", pattern: "obligation de moyens" },
        { what: "la révision des honoraires par un avenant", pattern: "avenant" },
        { what: "les pénalités de retard (trois fois le taux d’intérêt légal)", pattern: "trois fois le taux" },
        { what: "l’indemnité forfaitaire de recouvrement de 40 €", pattern: "40\\s€" },
        { what: "la limitation de responsabilité au montant des honoraires", pattern: "limitée[^.]*honoraires" },
        { what: "le droit de réclamation auprès de la CNIL", pattern: "CNIL" },
        { what: "le droit français applicable", pattern: "droit français" },
        {
          what: "le tribunal compétent, nommé",
          pattern: "tribunal (de commerce|des activités économiques|judiciaire) d",
        },
      ]),
    }),
  },
] as const

/** The name of each data file the model describes. */
export type ContentFileName = (typeof contentFiles)[number]["file"]
/** The content of one data file, as the model accepts it: for code that reads data/ outside Gatsby. */
export type Content<F extends ContentFileName> = TypeOf<Extract<(typeof contentFiles)[number], { file: F }>["schema"]>
