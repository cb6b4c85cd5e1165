/*
 * What the terms of sale must say (page-files.ts, conditions-generales-vente.json › sections): each mention is
 * looked for in the seven articles, and its absence is refused at save time, in French, naming what is missing.
 */
import type { Mention } from "./schema-helpers"

export const termsMentions: Mention[] = [
  { what: "les clients professionnels, seuls concernés", pattern: "clients? professionnels" },
  {
    what: "que les non-professionnels sont exclus ou reçoivent des conditions qui les protègent (C. consom. L.212-2)",
    pattern: "non-professionnels",
  },
  {
    what: "l’assurance de responsabilité civile professionnelle, qu’elle couvre la vérification volontaire, et ses plafonds en euros",
    pattern: "responsabilité civile professionnelle[^.]*vérification volontaire[^.]*\\d\\s€",
  },
  {
    what: "que l’exclusion pour informations erronées se limite à ce que les diligences de la norme ne permettaient pas de déceler (article 1170 du Code civil)",
    pattern: "déceler[^.]*1170 du Code civil",
  },
  {
    what: "que le rapport d’une vérification volontaire va aux destinataires que nomment les conditions particulières",
    pattern: "destinataires[^.]*conditions particulières",
  },
  { what: "la primauté des conditions particulières", pattern: "conditions particulières prévalent" },
  { what: "l’obligation de moyens", pattern: "obligation de moyens" },
  { what: "la révision des honoraires par un avenant", pattern: "avenant" },
  { what: "les pénalités de retard (trois fois le taux d’intérêt légal)", pattern: "trois fois le taux" },
  { what: "l’indemnité forfaitaire de recouvrement de 40 €", pattern: "40\\s€" },
  { what: "la limitation de responsabilité au montant des honoraires", pattern: "limitée[^.]*honoraires" },
  {
    what: "que cette limitation ne vaut pas pour les missions légales, régies par leurs propres textes",
    pattern: "ne s.appliquent pas aux missions légales",
  },
  {
    what: "que le rapport d’une vérification volontaire n’est ni un avis motivé ni une certification",
    pattern: "ni l.avis motivé[^.]*ni une certification",
  },
  { what: "le droit de réclamation auprès de la CNIL", pattern: "CNIL" },
  { what: "le droit français applicable", pattern: "droit français" },
  {
    what: "le tribunal compétent, nommé",
    pattern: "tribunal (de commerce|des activités économiques|judiciaire) d",
  },
  {
    what: "que ce tribunal n’est compétent qu’entre commerçants (article 48 du Code de procédure civile)",
    pattern: "commerçants?[^.]*article 48 du Code de procédure civile",
  },
  // Issue 54: a cap on fees received is nil until the client pays, a full exclusion (C. civ. 1170, 1171).
  {
    what: "que la limitation porte sur les honoraires facturés ou à facturer, et non sur les seuls honoraires perçus (articles 1170 et 1171 du Code civil)",
    pattern: "limitée[^.]*honoraires hors taxes facturés ou à facturer",
  },
  {
    what: "les éléments de détermination du prix : le barème des taux, communiqué à tout professionnel qui le demande (article L.441-1 du Code de commerce)",
    pattern: "barème[^.]*L\\.441-1 du Code de commerce",
  },
  { what: "l’échéancier de facturation : un acompte, puis le solde", pattern: "acompte[^.]*solde" },
  {
    what: "la base légale des traitements des interlocuteurs du Client, qui ne sont pas parties au contrat : l’intérêt légitime (article 6.1.f du RGPD)",
    pattern: "intérêt légitime[^.]*article 6\\.1\\.f du RGPD",
  },
  {
    what: "que le Cofrac et la H2A n’accèdent aux données qu’une fois l’organisme accrédité et inscrit",
    pattern: "une fois [^.]*accréditée et inscrite[^.]*Cofrac",
  },
]
