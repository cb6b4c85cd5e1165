import { inlineJson, postalAddress } from "../../../src/utils/organization"

describe("postalAddress", () => {
  it("splits a French address into street, postal code and town", () => {
    expect(postalAddress("7 allée des Hêtres, 35000 Rennes")).toEqual({
      "@type": "PostalAddress",
      streetAddress: "7 allée des Hêtres",
      postalCode: "35000",
      addressLocality: "Rennes",
      addressCountry: "FR",
    })
  })

  it("keeps an address of another shape whole rather than guess", () => {
    expect(postalAddress("Lieu-dit Les Granges")).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Lieu-dit Les Granges",
      addressCountry: "FR",
    })
  })
})

describe("inlineJson", () => {
  it("cannot close the script element it sits in", () => {
    const json = inlineJson({ text: "</script><script>alert(1)</script>" })
    expect(json).not.toContain("</")
    expect(JSON.parse(json)).toEqual({ text: "</script><script>alert(1)</script>" })
  })
})
