import { readContent } from "./helpers/content"

// What SPEC.md and FACTS.md require the French content in data/ to say. The components' own tests
// only check that they show whatever data/ holds; these check that data/ holds what the spec asks.

const joined = (section: { paragraphs: readonly string[]; items?: readonly string[] | null }) =>
  [...section.paragraphs, ...(section.items ?? [])].join("\n")

describe("the content required by SPEC.md", () => {
  it("gives the content error SPEC §8 names", () => {
    expect(readContent("interface.json").contentError).toBe("Erreur de chargement du contenu")
  })

  it("activities: the sentence on DPEF and sustainability statements", () => {
    const { body } = readContent("nos-activites.json")
    expect(body).toMatch(/déclarations de performance extra-financière \(DPEF\)/)
    expect(body).toMatch(/informations en matière de durabilité/)
  })

  it("verification process: 'contexte' has the regulatory framework and transparency subsections", () => {
    const [contexte, objectif, modalite] = readContent("processus-verification.json").sections
    expect(contexte.subsections?.map(subsection => subsection.title)).toEqual([
      "Cadre réglementaire",
      "Transparence et accès public",
    ])
    expect([objectif.id, objectif.diagram?.title]).toEqual(["objectif", "Processus de vérification"])
    expect([modalite.id, modalite.diagram?.title]).toEqual(["modalite", "Vérification de la DPEF"])
  })

  describe("legal notices", () => {
    const { publisher, personalData } = readContent("mentions-legales.json")

    it("the publisher is an SAS with 4 000 € of capital, with its RCS and VAT numbers", () => {
      // French typography: a narrow no-break space groups the thousands, a no-break space precedes €.
      expect(publisher.legalForm).toBe("Société par actions simplifiée (SAS) au capital de 4\u202f000\u00a0€")
      expect(publisher.registration).toMatch(/^RCS Lyon \d{3} \d{3} \d{3}$/)
      expect(publisher.vatNumber).toMatch(/^FR\d{11}$/)
    })

    it("personal data: none collected, no cookie, and what happens to an e-mail sent with the contact button", () => {
      const text = joined(personalData)
      expect(text).toContain("Ce site ne collecte aucune donnée personnelle")
      expect(text).toContain("ne dépose aucun cookie")
      expect(text).toMatch(/Le bouton de contact du pied de page ouvre votre propre logiciel de messagerie/)
      expect(text).toMatch(/reçoit votre adresse électronique et le contenu de votre message/)
      expect(text).toMatch(/Commission nationale de l’informatique et des libertés \(CNIL\)/)
    })
  })

  describe("terms of sale", () => {
    const terms = readContent("conditions-generales-vente.json")

    it("give the document's reference, version, edition and date in force", () => {
      expect(Object.fromEntries(terms.document.map(({ label, value }) => [label, value]))).toEqual({
        Référence: "F_9.3_01_02",
        Version: "02",
        Édition: "19/08/2025",
        "Entrée en vigueur": "1er mars 2025",
      })
    })

    it.each([
      [1, [/conditions particulières prévalent sur les présentes conditions générales/]],
      [2, [/obligation de moyens/]],
      [
        3,
        [
          /soit selon un barème de taux horaires, soit sous la forme d’un forfait/,
          /peuvent être révisés/,
          /frais et débours .* sont à la charge du Client/,
          /payables à réception/,
          /solde des honoraires est réglé au plus tard lors de l’envoi du livrable/,
          /livrable n’est remis qu’après le paiement de l’ensemble des factures/,
          /en cas de non-paiement, .* peut suspendre ses prestations/,
        ],
      ],
      [
        4,
        [
          /limitée, .* au montant des honoraires hors taxes perçus au titre de la prestation concernée/,
          /seul le préjudice direct/,
          /tardive, incomplète ou erronée/,
        ],
      ],
      [5, [/tenues au secret/]],
      [
        6,
        [
          /droit d’accès, de rectification et d’opposition/,
          /directives relatives au sort de leurs données après leur décès/,
          /par courrier .* accompagné de la copie d’une pièce d’identité, ou par courriel/,
          /réclamation auprès de la Commission nationale de l’informatique et des libertés \(CNIL\)/,
        ],
      ],
      [
        7,
        [
          /propriété/,
          /n’est pas encore accréditée par l’instance nationale d’accréditation/,
          /soumis au droit français/,
          /juridictions compétentes/,
        ],
      ],
    ])("article %i states every point the specification lists", (number, points) => {
      const section = terms.sections[number - 1]
      const text = `${section.title}\n${joined(section)}`
      for (const point of points) expect(text).toMatch(point)
    })

    it("put the invoicing and liability points in bullet lists", () => {
      expect(terms.sections[2].items?.length).toBeGreaterThanOrEqual(6)
      expect(terms.sections[3].items).toHaveLength(3)
    })

    it("do not misuse the Cofrac's name nor suggest an accreditation under way", () => {
      const text = JSON.stringify(terms)
      expect(text).not.toMatch(/cofrac/i)
      expect(text).not.toMatch(/accréditation en cours/i)
    })
  })
})
