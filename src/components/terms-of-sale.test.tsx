import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import { readData } from "../../__tests__/helpers/content"
import { TermsOfSale } from "./terms-of-sale"

const page = readData("conditions-generales-vente.json") as unknown as NonNullable<Queries.TermsOfSalePageQuery["page"]>

const article = (number: number) => screen.getByRole("heading", { level: 2, name: new RegExp(`^Article ${number} `) }).closest("section")!

describe("TermsOfSale", () => {
  beforeEach(() => render(<TermsOfSale page={page} />))

  it("gives the document's reference, version, edition and date in force", () => {
    const fields = Object.fromEntries(screen.getAllByRole("term").map(term => [term.textContent, term.nextElementSibling?.textContent]))
    expect(fields).toEqual({ Référence: "F_9.3_01_02", Version: "02", Édition: "19/08/2025", "Entrée en vigueur": "1er mars 2025" })
  })

  it("has seven articles", () => {
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(7)
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
    [4, [/limitée, .* au montant des honoraires hors taxes perçus au titre de la prestation concernée/, /seul le préjudice direct/, /tardive, incomplète ou erronée/]],
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
    const text = article(number).textContent
    for (const point of points) expect(text).toMatch(point)
  })

  it("lists the invoicing and liability points as bullets", () => {
    expect(within(article(3)).getAllByRole("listitem").length).toBeGreaterThanOrEqual(6)
    expect(within(article(4)).getAllByRole("listitem")).toHaveLength(3)
  })

  it("does not misuse the Cofrac's name nor suggest an accreditation under way", () => {
    const text = document.body.textContent ?? ""
    expect(text).not.toMatch(/cofrac/i)
    expect(text).not.toMatch(/accréditation en cours/i)
  })
})

describe("TermsOfSale without content", () => {
  it("shows the content error", () => {
    render(<TermsOfSale page={null} />)
    expect(screen.getByRole("alert")).toHaveTextContent("Erreur de chargement du contenu")
  })
})
