import { list, object, text } from "./schema-helpers"
import { date, missionSeo, missionText, page, pageHeader, pageLink, requiring, section, updatedOn } from "./fragments"

/**
 * The pages a client reads before asking for a proposal (issue 39): what the body can sell today, the
 * voluntary verification, and how it will certify sustainability information. With page-files.ts, in model.ts.
 */
export const servicePageFiles = [
  {
    file: "verification-volontaire.json",
    typeName: "VerificationVolontaireJson",
    schema: page(
      "La vérification volontaire : la mission que l’organisme exerce sans accréditation ni inscription, et garde une fois accrédité et inscrit.",
      {
        updated: updatedOn(
          "La date à laquelle le texte, et le statut des normes qu’il cite, est à jour : changez-la à chaque révision.",
        ),
        intro: missionText("Le paragraphe d’introduction : la place de la vérification volontaire parmi les missions."),
        sections: requiring(
          list(
            "Les rubriques de l’offre : ce qui peut être vérifié, selon quelle norme, le niveau d’assurance, le titre et la formulation du rapport, qui peut s’en prévaloir, comment le citer.",
            section,
            { min: 6 },
          ),
          [
            { what: "un rapport établi selon la norme volontaire pour les PME (VSME)", pattern: "VSME" },
            { what: "un inventaire des émissions de gaz à effet de serre", pattern: "gaz à effet de serre" },
            { what: "la norme ISAE 3000 (révisée)", pattern: "ISAE 3000" },
            { what: "la norme ISAE 3410, pour les gaz à effet de serre", pattern: "ISAE 3410" },
            { what: "la norme ISSA 5000 et sa date d’application", pattern: "ISSA 5000" },
            // A report under ISAE 3000 (revised) states the quality management and the ethics code applied.
            { what: "la norme de gestion de la qualité ISQM 1", pattern: "ISQM 1" },
            { what: "le code d’éthique et d’indépendance de l’IESBA", pattern: "IESBA" },
            { what: "le niveau d’assurance", pattern: "assurance limitée" },
            { what: "le titre du rapport", pattern: "s.intitule|titre" },
          ],
        ),
        impartialityLink: pageLink(
          "La phrase qui mène à la politique d’impartialité, qui s’applique aussi aux vérifications volontaires (déclarations de conflit d’intérêts, règle des cinq ans, revue indépendante), puis le texte du lien.",
        ),
        notice: requiring(
          {
            ...section,
            description:
              "L’avertissement : ce que le rapport n’est pas, et que personne ne doit le présenter comme tel.",
          },
          [
            {
              what: "que le rapport n’est pas l’avis motivé d’un organisme tiers indépendant",
              pattern: "avis motivé",
            },
            {
              what: "que le rapport n’est pas une certification des informations en matière de durabilité",
              pattern: "certification des informations en matière de durabilité",
            },
            { what: "l’interdiction de le présenter comme tel", pattern: "présenter comme" },
          ],
        ),
        specimens: object(
          "Les spécimens qu’un directeur financier lit avant une première mission : un rapport et une lettre de mission, chacun en PDF, pour un client fictif.",
          {
            title: text("Le titre de la partie."),
            intro: requiring(text("La phrase qui présente les spécimens."), [
              { what: "que ce sont des spécimens", pattern: "spécimen" },
              { what: "qu’ils sont sans valeur d’assurance", pattern: "sans valeur d.assurance" },
            ]),
            reportLabel: text("Le texte du lien vers le PDF du spécimen de rapport.", { "x-link-text": true }),
            letterLabel: text("Le texte du lien vers le PDF du spécimen de lettre de mission.", {
              "x-link-text": true,
            }),
          },
          { title: "OfferSpecimens" },
        ),
        reportCheck: pageLink(
          "Le renvoi, après l’avertissement, vers la page « Vérifier un rapport » : la phrase qui dit qu’un lecteur peut vérifier un rapport reçu, puis le texte du lien.",
        ),
      },
    ),
  },
  {
    file: "methode-certification-durabilite.json",
    typeName: "MethodeCertificationDurabiliteJson",
    schema: object("La méthode de certification des informations en matière de durabilité.", {
      seo: missionSeo,
      header: pageHeader,
      updated: updatedOn(
        "La date à laquelle la méthode, les normes et leur statut sont à jour : changez-la à chaque révision du texte.",
      ),
      intro: missionText("Le paragraphe d’introduction, qui dit qui peut certifier et à quelle condition."),
      firstYear: missionText(
        "Le paragraphe qui suit l’introduction : le premier exercice que l’organisme pourrait certifier d’après sa feuille de route, pour qu’un directeur financier ne prépare pas un exercice « à blanc » avec un vérificateur qui ne pourra pas faire le vrai.",
      ),
      sections: requiring(
        list(
          "Les rubriques de la méthode : l’assurance limitée, les normes appliquées et leur statut, les ESRS applicables à chaque exercice, la taxonomie, la nomination et la durée du mandat, le compte rendu au comité d’audit.",
          section,
          { min: 6 },
        ),
        [
          { what: "la norme ISAE 3000 (révisée)", pattern: "ISAE 3000" },
          { what: "la norme ISSA 5000 et sa date d’application", pattern: "ISSA 5000[^.;]*15 décembre 2026" },
          { what: "la norme ISAE 3410, pour les gaz à effet de serre", pattern: "ISAE 3410" },
          { what: "les lignes directrices du CEAOB sur l’assurance limitée", pattern: "CEAOB" },
          { what: "les ESRS applicables à chaque exercice", pattern: "ESRS" },
          { what: "les informations de la taxonomie", pattern: "taxonomie" },
          { what: "la durée du mandat et qui la fixe", pattern: "durée du mandat" },
          { what: "le compte rendu au comité d’audit", pattern: "comité d.audit" },
        ],
      ),
      comparison: object(
        "Ce qu’un directeur financier compare entre vérificateurs.",
        {
          heading: text("Le titre de la partie."),
          intro: missionText(
            "La phrase d’introduction : tant que l’organisme n’est ni accrédité ni inscrit, elle dit qu’il ne peut pas encore être proposé au vote de l’assemblée.",
          ),
          sections: requiring(
            list(
              "Les points de comparaison : l’équipe et qui fait quoi, le calendrier type, ce que reçoit l’entreprise, la coordination avec le commissaire aux comptes et le comité d’audit, les honoraires, l’assurance.",
              section,
              { min: 6 },
            ),
            [
              { what: "le signataire", pattern: "signataire" },
              { what: "le réviseur indépendant et ses qualifications", pattern: "réviseur" },
              { what: "qui couvre la taxonomie", pattern: "taxonomie" },
              { what: "qui couvre le climat", pattern: "climat" },
              { what: "qui couvre les informations sociales", pattern: "sociales" },
              { what: "le calendrier type au regard de l’assemblée générale", pattern: "assemblée générale" },
              { what: "la coordination avec le commissaire aux comptes", pattern: "commissaire aux comptes" },
              { what: "les honoraires sur devis, selon le périmètre", pattern: "sur devis" },
              { what: "l’attestation d’assurance communiquée sur demande", pattern: "attestation d.assurance" },
            ],
          ),
        },
        { title: "MethodComparison" },
      ),
      roadmap: object(
        "La feuille de route de l’accréditation et de l’inscription : des objectifs, montrés avec la date à laquelle ils ont été écrits.",
        {
          heading: text("Le titre de la feuille de route."),
          intro: text("La phrase qui dit que ce sont des objectifs, et ce qui vaut tant qu’ils ne sont pas atteints."),
          writtenLabel: text("Le libellé affiché avant la date (« Objectifs écrits le »)."),
          doneLabel: text("Le libellé affiché avant la date d’une étape franchie (« franchie le »)."),
          written: date(
            "La date à laquelle ces objectifs ont été écrits : changez-la chaque fois que vous les modifiez.",
          ),
          milestones: list(
            "Les étapes, dans l’ordre.",
            object(
              "Une étape et sa date visée.",
              {
                step: text("L’étape (par exemple « Dépôt de la demande d’accréditation auprès du Cofrac »)."),
                target: text("La date visée, en toutes lettres (par exemple « premier trimestre 2027 »)."),
                done: date(
                  "Une fois l’étape franchie, la date à laquelle elle l’a été (facultative) : la page l’affiche à côté de la date visée.",
                ),
              },
              { title: "RoadmapStep", optional: ["done"] },
            ),
            { min: 1 },
          ),
        },
        { title: "Roadmap" },
      ),
    }),
  },
] as const
