import { displayPhone, internationalPhone, telHref } from "../../../src/utils/phone"

describe("displayPhone", () => {
  it("joins the groups with no-break spaces", () => {
    expect(displayPhone("04 65 71 20 48")).toBe("04\u00a065\u00a071\u00a020\u00a048")
  })
})

describe("internationalPhone", () => {
  it("writes a French number in the +33 form, whatever its spaces", () => {
    expect(internationalPhone("04 65 71 20 48")).toBe("+33465712048")
    expect(internationalPhone("04\u00a065\u00a071\u00a020\u00a048")).toBe("+33465712048")
  })

  it("keeps the digits of a number already international", () => {
    expect(internationalPhone("+41 22 000 00 00")).toBe("+41220000000")
  })
})

describe("telHref", () => {
  it("dials the international form", () => {
    expect(telHref("04 65 71 20 48")).toBe("tel:+33465712048")
  })
})
