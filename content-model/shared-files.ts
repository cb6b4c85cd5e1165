import { choice, image, list, object, plain, text } from "./schema-helpers"
import { requiring, date, missionText, evidence } from "./fragments"

/** The data files every page reads (identity, interface labels, navigation, founders, footer) and the admin's sign-in page. */
export const sharedFiles = [
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
      logo: image(
        "Le chemin du logo depuis le dossier data (SVG de préférence).",
        ["svg", "png", "webp", "jpeg"],
        "logoAlt",
      ),
      logoAlt: text("Le texte alternatif du logo (le nom de l’organisme)."),
      foreignPhrases: list(
        "Les expressions en une autre langue que le français, écrites dans les textes du site : le site indique leur langue aux lecteurs d’écran (critère 8.7 du RGAA). Le contrôle du contenu refuse une expression qui paraît anglaise et ne figure pas dans cette liste.",
        object(
          "Une expression étrangère et sa langue.",
          {
            phrase: plain("L’expression, écrite exactement comme dans les textes, par exemple stop-the-clock."),
            lang: plain("Le code de sa langue : en pour l’anglais, de pour l’allemand, es pour l’espagnol…", {
              pattern: "^[a-z]{2,3}(-[A-Z]{2})?$",
              patternErrorMessage:
                "un code de langue en minuscules, par exemple en ou de (en-GB pour l’anglais britannique)",
              "x-lang": true,
            }),
          },
          { title: "ForeignPhrase" },
        ),
        { min: 0 },
      ),
    }),
  },
  {
    file: "interface.json",
    typeName: "InterfaceJson",
    schema: object("Les libellés de l’interface (boutons, menus, messages).", {
      skipLink: text("Le lien d’évitement vers le contenu."),
      homeLink: text(
        "Ce que dit le lien du logo après le nom du site, pour les lecteurs d’écran (par exemple « retour à l’accueil ») : le nom vient de « L’identité du site », ne le répétez pas.",
      ),
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
      routeAnnouncement: text(
        "Ce que les lecteurs d’écran annoncent après chaque changement de page dans le site, suivi du titre de la nouvelle page, par exemple « Page affichée : ».",
      ),
      mailHint: text(
        "L’aide du bouton de contact, qui ouvre la messagerie du visiteur : son info-bulle dit le texte du bouton et l’adresse, puis cette aide, par exemple « ouvre votre logiciel de messagerie ».",
      ),
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
          versions: text("Le titre de la liste des versions du document (« Versions de ce document »)."),
          current: text(
            "La mention de la version en vigueur à la date de construction du site dans cette liste (« version en vigueur »).",
          ),
          upcoming: text(
            "Ce qui précède la date d’une version à venir (« en vigueur à compter du », suivi de la date en toutes lettres).",
          ),
          pastFrom: text(
            "Ce qui précède la première date d’une version passée (« en vigueur du », suivi de la date, puis de « au » et de la dernière).",
          ),
          pastUntil: text("Le mot entre les deux dates d’une version passée (« au »)."),
          replaced: text(
            "La mention d’une version remplacée avant d’entrer en vigueur (« remplacée avant son entrée en vigueur »).",
          ),
          textOf: text(
            "Le début de la phrase sous la fiche quand le texte affiché est celui d’une version à venir (« Le texte ci-dessous est celui de la version », suivi du numéro et de sa date d’entrée en vigueur).",
          ),
          previousPdf: text(
            "Le texte du lien vers le PDF d’une version précédente (la référence et la version sont ajoutées après).",
          ),
        },
        { title: "DocumentLabels" },
      ),
      diagram: object(
        "Les libellés communs aux schémas de processus et à leur vue agrandie.",
        {
          openLabel: text("Le texte ajouté au nom d’un schéma cliquable (lu par les lecteurs d’écran)."),
          stepsHeading: text("Le titre de la liste des étapes d’un schéma, son équivalent textuel."),
          stepsPointer: text(
            "La phrase ajoutée à la fin du texte alternatif de chaque schéma, qui renvoie à la liste de ses étapes (critère 1.6 du RGAA), par exemple « Ses étapes sont détaillées dans la liste qui suit. »",
          ),
          imageLink: text(
            "Le texte du lien, sous chaque schéma, vers son image seule en grand format (le titre du schéma est ajouté pour les lecteurs d’écran).",
            { "x-link-text": true },
          ),
          close: text("Le libellé du bouton de fermeture de la vue agrandie."),
          zoomHint: text("L’aide au zoom avec une souris et un clavier (molette de la souris, touches + et −)."),
          zoomHintTouch: text(
            "L’aide au zoom sur un écran tactile, sans molette ni clavier (boutons − et +, glisser pour déplacer le schéma).",
          ),
          zoomIn: text("Le libellé du bouton zoom avant."),
          zoomOut: text("Le libellé du bouton zoom arrière."),
          zoomReset: text("Le libellé du bouton qui rend au schéma sa taille initiale."),
          zoomLevel: text(
            "L’étiquette du niveau de zoom affiché entre les boutons (un champ de formulaire au sens du RGAA, critère 11.1), par exemple « Niveau de zoom ».",
          ),
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
            label: text("Le libellé du lien (affiché en majuscules, sur deux lignes au-delà de 20 caractères).", {
              "x-link-text": true,
            }),
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
            role: text(
              "La fonction : son poste dans l’entreprise, par exemple Président (ce qu’il fait dans les vérifications va dans « Son rôle dans les missions réservées »).",
            ),
            description: text("La présentation du fondateur."),
            missionRole: missionText(
              "Son rôle dans les missions réservées (facultatif), affiché après sa présentation : ce qu’il fait dans les vérifications et certifications, par exemple la signature des avis, et non son poste, qui va dans « La fonction ».",
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
            photo: image(
              "Le chemin de la photo depuis le dossier data (JPEG ou PNG, 800 × 800 pixels au moins).",
              undefined,
              "photoAlt",
            ),
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
        offerLabel: text("Le libellé du lien vers la page de la vérification volontaire."),
        reportCheckLabel: text("Le libellé du lien vers la page « Vérifier un rapport »."),
        methodLabel: text(
          "Le libellé du lien vers la méthode de certification des informations en matière de durabilité.",
        ),
        privacyLabel: text("Le libellé du lien vers la politique de confidentialité."),
        accessibilityLabel: text(
          "Le libellé du lien vers la déclaration d’accessibilité, sans l’état de conformité : le site ajoute « : » et l’état que donne la grille d’audit (accessibilite.json › status), par exemple « Accessibilité : totalement conforme ».",
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
] as const
