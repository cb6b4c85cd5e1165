import path from "node:path"
import { siteRoutes } from "../src/content-model/routes"
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

    it("the publisher is an SAS with 4 000 € of capital, with the SIREN and registry city its RCS and VAT numbers come from", () => {
      // French typography: a narrow no-break space groups the thousands, a no-break space precedes €.
      expect(publisher.legalForm).toBe("Société par actions simplifiée (SAS) au capital de 4\u202f000\u00a0€")
      expect(publisher.siren).toMatch(/^\d{9}$/)
      expect(publisher.registryCity).toBe("Lyon")
      expect(publisher).not.toHaveProperty("vatNumber")
      expect(publisher).not.toHaveProperty("registration")
    })

    const text = joined(personalData)
    it.each([
      ["the controller", /responsable des traitements .* Sylvène Audit Durable, 12 rue des Tilleuls, 69003 Lyon/],
      [
        "the host's access logs, IP addresses included, kept one year",
        /journaux .* l’adresse IP du visiteur[^]*conservés un an/i,
      ],
      ["no cookie, no tracker, no consent banner", /ne dépose aucun cookie[^]*pas de bandeau de consentement/],
      [
        "no font fetched: the visitor's system fonts",
        /polices de caractères déjà installées sur votre appareil\s; aucune police n’est téléchargée/,
      ],
      [
        "the contact e-mail: who receives what",
        /bouton de contact du pied de page ouvre votre propre logiciel de messagerie[^]*reçoit votre adresse électronique et le contenu de votre message/,
      ],
      [
        "its purpose and legal basis",
        /servent uniquement à répondre à votre demande[^]*base légale est notre intérêt légitime[^]*mesures précontractuelles/,
      ],
      ["a precise retention period", /conservés trois ans à compter de notre dernier échange/],
      [
        "every GDPR right",
        /droit d’accès, de rectification, d’effacement, de limitation du traitement, d’opposition et de portabilité[^]*directives relatives au sort de vos données après votre décès/,
      ],
      [
        "an identity document only in case of reasonable doubt",
        /pièce d’identité ne vous sera demandée qu’en cas de doute raisonnable/,
      ],
      [
        "the right to complain to the CNIL",
        /réclamation auprès de la Commission nationale de l’informatique et des libertés \(CNIL\)/,
      ],
    ])("personal data: %s", (_what, pattern) => {
      expect(text).toMatch(pattern)
    })

    it("personal data: no more « le temps nécessaire », nor the false claim that nothing at all is collected", () => {
      expect(text).not.toMatch(/temps nécessaire|durée nécessaire/)
      expect(text).not.toMatch(/^Ce site ne collecte aucune donnée personnelle/m)
    })
  })

  describe("terms of sale", () => {
    const terms = readContent("conditions-generales-vente.json")

    it("give the document's reference, version, edition and date in force", () => {
      expect(terms.document).toEqual({
        reference: "F_9.3_01_02",
        version: "02",
        edition: "19/08/2025",
        inForce: "1er mars 2025",
      })
    })

    it("apply to business clients, and number the first article « Article 1er »", () => {
      expect(terms.sections[0].title).toMatch(/^Article 1er – /)
      expect(terms.sections.slice(1).map(section => section.title.split(" – ")[0])).toEqual([
        "Article 2",
        "Article 3",
        "Article 4",
        "Article 5",
        "Article 6",
        "Article 7",
      ])
      expect(joined(terms.sections[0])).toMatch(/s’appliquent exclusivement aux clients professionnels/)
    })

    it("revise fees only by an amendment the client accepts", () => {
      expect(joined(terms.sections[2])).toMatch(/ne peuvent être révisés que par un avenant .* accepté par le Client/)
      expect(joined(terms.sections[2])).not.toMatch(/après information du Client/)
    })

    it.each([
      [1, [/conditions particulières prévalent sur les présentes conditions générales/]],
      [2, [/obligation de moyens/]],
      [
        3,
        [
          /soit selon un barème de taux horaires, soit sous la forme d’un forfait/,
          /révisés/,
          /frais et débours .* sont à la charge du Client/,
          /payables à réception/,
          /solde des honoraires est facturé à l’achèvement des travaux et réglé au plus tard lors de l’envoi du livrable/,
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
          /droit d’accès, de rectification, d’effacement, de limitation du traitement, d’opposition et de portabilité/,
          /directives relatives au sort de leurs données après leur décès/,
          // The issue overrides the spec: an identity document only in case of reasonable doubt (README.md).
          /par courrier .* ou par courriel/,
          /pièce d’identité n’est demandée qu’en cas de doute raisonnable/,
          /conservées pendant la durée de la mission puis cinq ans/,
          /réclamation auprès de la Commission nationale de l’informatique et des libertés \(CNIL\)/,
        ],
      ],
      // The accreditation status that closes article 7 comes from site.json: checked below and in the component test.
      [7, [/propriété/, /accréditation/, /soumis au droit français/, /juridictions compétentes/]],
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

describe("the content required by the issues", () => {
  const site = readContent("site.json")
  const every = (file: Parameters<typeof readContent>[0]) => JSON.stringify(readContent(file))
  const files = [
    "site.json",
    "accueil.json",
    "nos-activites.json",
    "pied-de-page.json",
    "politique-impartialite.json",
    "processus-appels-plaintes.json",
    "processus-verification.json",
    "conditions-generales-vente.json",
    "mentions-legales.json",
    "accessibilite.json",
  ] as const

  describe("accreditation", () => {
    it("the status is recorded: not accredited, with no number", () => {
      expect(site.accreditation.status).toBe("non_accredite")
      expect(site.accreditation.number).toBeUndefined()
    })

    it("the statement says plainly the body is not accredited, nor listed by the H2A, so cannot yet be appointed", () => {
      expect(site.accreditation.notAccredited).toMatch(
        /n’est pas encore accréditée par l’instance nationale d’accréditation/,
      )
      expect(site.accreditation.notAccredited).toMatch(/Haute autorité de l’audit \(H2A\)/)
      expect(site.accreditation.notAccredited).toMatch(/ne peut pas être désignée comme organisme tiers indépendant/)
    })

    it("« type A » is the independence category of ISO/IEC 17020, not an accreditation", () => {
      expect(site.accreditation.typeA).toMatch(/catégorie d’indépendance .* ISO\/IEC 17020/)
      expect(site.accreditation.typeA).toMatch(/ce n’est pas une accréditation/)
    })

    it("the Cofrac mention follows its rules once a number is recorded", () => {
      expect(`${site.accreditation.mentionPrefix}\u00a03-1234, ${site.accreditation.mentionScope}`).toBe(
        "Accréditation Cofrac n°\u00a03-1234, portée disponible sur www.cofrac.fr",
      )
    })

    it.each(files)("%s suggests no accreditation under way and no appointment as OTI", file => {
      expect(every(file)).not.toMatch(/accréditation en cours|en cours d’accréditation/i)
      expect(every(file)).not.toMatch(
        /^(Organisme tiers indépendant,|.*intervient en qualité d’organisme tiers indépendant)/m,
      )
    })
  })

  describe("no contradictions", () => {
    it("the home page no longer says the founders conduct every mission themselves, and mentions the independent review", () => {
      const { aboutIntro } = readContent("accueil.json")
      expect(aboutIntro).not.toMatch(/conduisent personnellement/)
      expect(aboutIntro).toMatch(/revu par une personne qui n’a pas réalisé la vérification/)
    })

    it("the appeals page's subtitle reserves appeals to the verified entity, as its text does", () => {
      const page = readContent("processus-appels-plaintes.json")
      expect(page.header.subtitle).toMatch(/L’entité vérifiée peut faire appel/)
      expect(page.blocks[0].procedure.map(step => step.paragraphs.join(" ")).join(" ")).toMatch(
        /Seule l’entité vérifiée/,
      )
    })

    it.each(files)(
      "%s uses one term each: « informations en matière de durabilité », « déclaration de conflit d’intérêts »",
      file => {
        expect(every(file)).not.toMatch(
          /informations de durabilité|déclaration d’absence de conflit|déclarations? d’intérêts/,
        )
      },
    )

    it.each(files)("%s: « certification » for sustainability information, « vérification » for the DPEF", file => {
      expect(every(file)).not.toMatch(/vérifi\w* (des |les )?informations en matière de durabilité/)
      expect(every(file)).not.toMatch(/certifi\w* (des |les |la )?(déclarations? de performance|DPEF)/)
    })
  })

  describe("appeals and complaints procedures", () => {
    const [appeals, complaints] = readContent("processus-appels-plaintes.json").blocks
    it.each([
      ["appeals", appeals],
      ["complaints", complaints],
    ])("%s: what it is, who may file, how (post and e-mail), deadlines, who decides, what next", (_name, block) => {
      const text = block.procedure.map(step => `${step.title}\n${step.paragraphs.join("\n")}`).join("\n")
      expect(block.procedure.map(step => step.title)).toHaveLength(6)
      expect(text).toMatch(/12 rue des Tilleuls, 69003 Lyon/)
      expect(text).toMatch(/contact@sylvene-audit\.example/)
      expect(text).toMatch(/accuse réception .* dans un délai de cinq jours ouvrés/)
      expect(text).toMatch(/dans un délai de deux mois à compter de la réception/)
      expect(text).toMatch(/par une personne qui n’(a pris part ni à la mission|est impliquée ni dans les faits)/)
      expect(text).toMatch(/Et ensuite/)
    })
  })

  describe("versioned documents", () => {
    it.each([
      "politique-impartialite.json",
      "processus-appels-plaintes.json",
      "conditions-generales-vente.json",
    ] as const)("%s carries a reference, a version and a date", file => {
      const { document } = readContent(file)
      expect(document.reference).toMatch(/^F_\d+\.\d+_\d{2}_\d{2}$/)
      expect(document.version).toMatch(/^\d{2}$/)
      expect(document.edition).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
    })
  })

  describe("accessibility statement", () => {
    const statement = readContent("accessibilite.json")
    it("has the RGAA model's six sections, in order", () => {
      expect(statement.sections.map(section => section.title)).toEqual([
        "État de conformité",
        "Résultats des tests",
        "Contenus non accessibles",
        "Établissement de cette déclaration",
        "Retour d’information et contact",
        "Voies de recours",
      ])
    })

    it("claims only what was tested: no full conformity without an audit", () => {
      expect(joined(statement.sections[0])).toMatch(/n’a pas encore fait l’objet d’un audit/)
      expect(joined(statement.sections[0])).toMatch(/non conforme/)
      expect(readContent("pied-de-page.json").legal.accessibilityLabel).toBe("Accessibilité\u00a0: non conforme")
      expect(joined(statement.sections[1])).toMatch(/axe-core/)
      expect(joined(statement.sections[1])).toMatch(/clavier/)
    })

    it("lists every page of the site as tested, which is what e2e/routes.ts gives the axe and keyboard specs", () => {
      expect([...statement.testedPages].sort()).toEqual(siteRoutes(path.resolve(__dirname, "../src/pages")))
    })

    it("gives a contact and the recourse to the Défenseur des droits, free post included", () => {
      expect(joined(statement.sections[4])).toMatch(/contact@sylvene-audit\.example/)
      expect(joined(statement.sections[5])).toMatch(/Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07/)
      expect(joined(statement.sections[5])).toMatch(/délégué/)
      expect(joined(statement.sections[5])).toMatch(/formulaire en ligne/)
    })
  })
})
