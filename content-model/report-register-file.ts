import { choice, list, object, plain, text, type Typed } from "./schema-helpers"
import { date, page, requiring } from "./fragments"

/** A yes/no the editor ticks (a boolean: a checkbox in the editor). */
const flag = (description: string): Typed<boolean> => ({ type: "boolean", description })

/** One issued report of the register (issue 48): what a reader checks a PDF against. */
const report = object(
  "Un rapport émis.",
  {
    number: plain(
      "Le numéro du rapport, imprimé sur sa couverture, par exemple VV-2026-001 : il forme son adresse sur le site.",
      {
        pattern: "^[A-Z0-9]+(-[A-Z0-9]+)*$",
        patternErrorMessage: "des majuscules et des chiffres, séparés par des tirets, par exemple VV-2026-001",
      },
    ),
    issued: date("La date d’émission du rapport."),
    type: choice(
      "La nature du rapport : verification_volontaire ; avis_oti (avis motivé d’organisme tiers indépendant) seulement une fois l’organisme accrédité par le Cofrac ; certification_durabilite seulement une fois inscrit sur la liste de la H2A (site.json › accreditation).",
      "ReportType",
      ["verification_volontaire", "avis_oti", "certification_durabilite"] as const,
    ),
    standard: plain("La norme appliquée, par exemple ISAE 3000 (révisée)."),
    assurance: choice("Le niveau d’assurance : limitee ou raisonnable.", "AssuranceLevel", [
      "limitee",
      "raisonnable",
    ] as const),
    subject: text("Ce qui a été vérifié, par exemple « l’inventaire des émissions de gaz à effet de serre »."),
    period: text("La période couverte, par exemple « exercice 2025 »."),
    status: choice(
      "Le statut du rapport : valide ; retire (renseignez alors statusDate) ; remplace (renseignez alors statusDate et replacedBy).",
      "ReportStatus",
      ["valide", "retire", "remplace"] as const,
    ),
    statusDate: date("Pour un rapport retiré ou remplacé : la date du retrait ou du remplacement."),
    replacedBy: plain("Pour un rapport remplacé : le numéro du rapport qui le remplace, inscrit dans ce registre."),
    sha256: plain(
      "L’empreinte SHA-256 du PDF émis : 64 caractères de 0 à 9 et de a à f (l’éditeur la calcule depuis le PDF, qui ne quitte pas votre ordinateur).",
      {
        pattern: "^[0-9a-f]{64}$",
        patternErrorMessage: "64 caractères de 0 à 9 et de a à f, en minuscules (l’empreinte SHA-256 du PDF)",
        "x-fingerprint": true,
      },
    ),
    clientAgreed: flag("Le client a accepté par écrit que son nom soit publié avec le rapport."),
    clientName: text("Le nom du client, seulement s’il a accepté sa publication (clientAgreed)."),
  },
  { title: "IssuedReport", optional: ["statusDate", "replacedBy", "clientName"] },
)

/** The register of issued reports and the page « Vérifier un rapport » that reads it (issue 48). */
export const reportRegisterFiles = [
  {
    file: "rapports.json",
    typeName: "RapportsJson",
    schema: page("Le registre des rapports émis et la page « Vérifier un rapport ».", {
      intro: text("Le paragraphe d’introduction : ce que la page permet de vérifier, sans rien envoyer."),
      none: text("La phrase affichée tant qu’aucun rapport n’a été émis."),
      check: object(
        "La vérification d’un PDF dans le navigateur.",
        {
          heading: text("Le titre du bloc."),
          fileLabel: text("Le libellé du champ qui choisit le PDF."),
          privacy: text("La phrase qui dit que le fichier ne quitte pas l’ordinateur du lecteur."),
          computing: text("Le message pendant le calcul de l’empreinte."),
          found: text("Le début du résultat quand le fichier est un rapport émis (suivi de son numéro)."),
          specimen: requiring(
            text(
              "Le résultat quand le fichier est le spécimen de rapport que publie le site : ni un rapport émis, ni une assurance.",
            ),
            [
              { what: "que le fichier est un spécimen", pattern: "spécimen" },
              { what: "qu’il est sans valeur d’assurance", pattern: "sans valeur d.assurance" },
            ],
          ),
          withdrawn: text("L’avertissement d’un rapport retiré (suivi de la date)."),
          replaced: text("L’avertissement d’un rapport remplacé (suivi de la date et du numéro qui le remplace)."),
          notFound: text(
            "Le résultat quand aucun rapport ne correspond au fichier, et ce que le lecteur peut faire : nous écrire avec le numéro du rapport.",
          ),
          fingerprint: text("Le libellé de l’empreinte calculée, affichée dans le résultat."),
        },
        { title: "ReportCheckLabels" },
      ),
      manual: object(
        "Comment calculer l’empreinte d’un fichier sans JavaScript, avec les outils de chaque système.",
        {
          heading: text("Le titre du bloc."),
          intro: text("La phrase d’introduction."),
          specimen: requiring(
            text(
              "La phrase, suivie de son empreinte, qui donne au lecteur sans JavaScript l’empreinte du spécimen de rapport : reconnu comme spécimen, pas comme un rapport émis.",
            ),
            [
              { what: "qu’il s’agit du spécimen", pattern: "spécimen" },
              { what: "qu’il est sans valeur d’assurance", pattern: "sans valeur d.assurance" },
            ],
          ),
          commands: list(
            "Une commande par système.",
            object(
              "Une commande.",
              {
                system: text("Le système, par exemple Windows."),
                command: plain("La commande, par exemple certutil -hashfile rapport.pdf SHA256."),
              },
              { title: "HashCommand" },
            ),
          ),
        },
        { title: "ReportManual" },
      ),
      labels: object(
        "Les libellés d’un rapport dans la liste et sur sa page.",
        {
          listHeading: text("Le titre de la liste des rapports émis."),
          number: text("Le libellé du numéro."),
          issued: text("Le libellé de la date d’émission."),
          type: text("Le libellé de la nature du rapport."),
          standard: text("Le libellé de la norme."),
          assurance: text("Le libellé du niveau d’assurance."),
          subject: text("Le libellé de l’objet."),
          period: text("Le libellé de la période."),
          status: text("Le libellé du statut."),
          client: text("Le libellé du client."),
          sha256: text("Le libellé de l’empreinte SHA-256."),
          types: object(
            "Le nom affiché de chaque nature de rapport.",
            {
              verification_volontaire: text("Vérification volontaire."),
              avis_oti: text("Avis motivé d’organisme tiers indépendant."),
              certification_durabilite: text("Certification des informations en matière de durabilité."),
            },
            { title: "ReportTypeNames" },
          ),
          assurances: object(
            "Le nom affiché de chaque niveau d’assurance.",
            { limitee: text("Assurance limitée."), raisonnable: text("Assurance raisonnable.") },
            { title: "AssuranceNames" },
          ),
          statuses: object(
            "Le nom affiché de chaque statut.",
            { valide: text("Valide."), retire: text("Retiré."), remplace: text("Remplacé.") },
            { title: "ReportStatusNames" },
          ),
          notOpinion: requiring(
            text(
              "La phrase, sur la page de chaque rapport volontaire, qui dit qu’il n’est ni l’avis motivé d’un organisme tiers indépendant ni une certification.",
            ),
            [
              {
                what: "que le rapport n’est pas l’avis motivé d’un organisme tiers indépendant",
                pattern: "avis motivé",
              },
              { what: "que le rapport n’est pas une certification", pattern: "certification" },
            ],
          ),
          checkLink: text("Le texte du lien vers la page « Vérifier un rapport ».", { "x-link-text": true }),
          qrAlt: text("Le texte alternatif du code QR de l’adresse du rapport."),
        },
        { title: "ReportLabels" },
      ),
      reports: list("Les rapports émis, du plus récent au plus ancien.", report, { min: 0 }),
    }),
  },
] as const
