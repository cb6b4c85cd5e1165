import { requiring } from "./fragments"
import { list, object, paragraphs, plain, text } from "./schema-helpers"

/*
 * The accessibility statement's words, section by section of the RGAA's model
 * (https://accessibilite.numerique.gouv.fr/obligations/declaration-accessibilite/). What the audit found (status, rate, sample, non-conformities, test environment) is not
 * written here: the build reads it from the grid (plugins/accessibility-audit/), so the statement
 * cannot claim more than the grid says.
 */

const placeholder = (name: string, what: string) => ({ what: `${what} ({${name}})`, pattern: `\\{${name}\\}` })

export const accessibilityStatement = {
  status: object(
    "Les trois états de conformité du RGAA : le site choisit celui que donne la grille d’audit, dans la déclaration et au pied de chaque page.",
    {
      total: text("Quand tous les critères applicables sont respectés, par exemple « totalement conforme »."),
      partial: text("Quand la moitié au moins le sont, par exemple « partiellement conforme »."),
      none: text("Quand moins de la moitié le sont, par exemple « non conforme »."),
    },
    { title: "ConformityStatuses" },
  ),
  conformity: object(
    "L’état de conformité.",
    {
      title: text("Le titre de la rubrique."),
      statement: requiring(
        text(
          "La phrase d’état de conformité, où {statut} est remplacé par l’état que donne la grille et {adresse} par l’adresse du site (site.json › siteUrl), celle que la déclaration couvre, par exemple « Le site … ({adresse}) est {statut} avec le RGAA, version 4.1.2. »",
        ),
        [placeholder("statut", "l’état de conformité"), placeholder("adresse", "l’adresse du site")],
      ),
      paragraphs: paragraphs("Les paragraphes qui suivent."),
    },
    { title: "StatementConformity" },
  ),
  results: object(
    "Les résultats des tests.",
    {
      title: text("Le titre de la rubrique."),
      rate: requiring(
        text(
          "La phrase du taux de conformité : {date}, {taux}, {conformes} et {applicables} sont remplacés par la date de l’audit, le taux, le nombre de critères respectés et celui des critères applicables.",
        ),
        [placeholder("taux", "le taux de conformité"), placeholder("date", "la date de l’audit")],
      ),
      paragraphs: paragraphs("Les paragraphes qui suivent (les tests automatisés, la grille)."),
      gridLink: text(
        "Le texte du lien vers la grille d’audit que publie le site (docs/accessibilite/grille.json, servie à /accessibilite/grille-audit-rgaa.json).",
        { "x-link-text": true },
      ),
      sampleHeading: text("Le titre de la liste des pages de l’échantillon audité."),
    },
    { title: "StatementResults" },
  ),
  nonAccessible: object(
    "Les contenus non accessibles : non-conformités (tirées de la grille), dérogations, contenus non soumis.",
    {
      title: text("Le titre de la rubrique."),
      nonConformitiesHeading: text("Le titre de la liste des non-conformités."),
      exemptionsHeading: text("Le titre des dérogations pour charge disproportionnée."),
      exemptions: list("Les dérogations (aucune : liste vide).", text("Une dérogation."), { min: 0 }),
      notSubjectHeading: text("Le titre des contenus non soumis à l’obligation d’accessibilité."),
      notSubject: list("Les contenus non soumis (aucun : liste vide).", text("Un contenu."), { min: 0 }),
      none: text("Ce qui s’affiche sous un titre dont la liste est vide, par exemple « Néant. »"),
      paragraphs: paragraphs("Les précisions qui suivent (les PDF et leur version accessible…)."),
    },
    { title: "StatementNonAccessible" },
  ),
  establishment: object(
    "L’établissement de la déclaration.",
    {
      title: text("Le titre de la rubrique."),
      paragraphs: paragraphs("Les technologies du site."),
      established: requiring(
        text(
          "La date où la déclaration a été établie : {etablie} est remplacé par la date d’édition de sa première version (son historique).",
        ),
        [placeholder("etablie", "la date où elle a été établie")],
      ),
      updated: requiring(
        text(
          "Sa mise à jour, affichée quand elle a plus d’une version : {miseAJour} est remplacé par la date d’édition de la version en vigueur.",
        ),
        [placeholder("miseAJour", "la date de la mise à jour")],
      ),
      environmentHeading: text("Le titre de l’environnement de test (navigateurs, outils), tiré de la grille."),
      assistiveHeading: text("Le titre des technologies d’assistance recommandées pour un contrôle régulier."),
    },
    { title: "StatementEstablishment" },
  ),
  feedback: object(
    "Le retour d’information et le contact.",
    {
      title: text("Le titre de la rubrique."),
      paragraphs: paragraphs("Ce que fait le visiteur qui ne parvient pas à accéder à un contenu."),
      emailLabel: text("Le texte du lien qui écrit à l’adresse de contact (pied-de-page.json › contact › email).", {
        "x-link-text": true,
      }),
    },
    { title: "StatementFeedback" },
  ),
  recourse: object(
    "Les voies de recours : le Défenseur des droits.",
    {
      title: text("Le titre de la rubrique."),
      paragraphs: paragraphs("Quand saisir le Défenseur des droits."),
      links: list(
        "Les moyens de le saisir en ligne : son formulaire et ses délégués.",
        object(
          "Un lien vers le site du Défenseur des droits.",
          {
            text: text("Le texte du lien.", { "x-link-text": true }),
            url: plain("L’adresse, en https.", {
              format: "uri",
              pattern: "^https://",
              patternErrorMessage: "une adresse qui commence par https://",
            }),
          },
          { title: "RecourseLink" },
        ),
        { min: 2 },
      ),
      post: requiring(text("Le courrier gratuit, sans timbre, avec l’adresse du Défenseur des droits."), [
        { what: "l’adresse « Libre réponse 71120 » du Défenseur des droits", pattern: "Libre réponse 71120" },
      ]),
    },
    { title: "StatementRecourse" },
  ),
}
