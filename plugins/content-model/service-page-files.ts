import { list, object } from "./schema-helpers"
import { missionSeo, missionText, page, pageHeader, requiring, section, updatedOn } from "./fragments"

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
            { what: "le niveau d’assurance", pattern: "assurance limitée" },
            { what: "le titre du rapport", pattern: "s.intitule|titre" },
          ],
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
      },
    ),
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
] as const
