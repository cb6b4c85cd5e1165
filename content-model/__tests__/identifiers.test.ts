import { luhnValid, rcsNumber, vatKey, vatNumber } from "../identifiers"

describe("luhnValid", () => {
  it.each(["303265045", "334175221", "912345675"])("accepts the SIREN %s", siren => {
    expect(luhnValid(siren)).toBe(true)
  })

  it.each(["303265046", "912345676", "334175212"])("refuses the SIREN %s", siren => {
    expect(luhnValid(siren)).toBe(false)
  })
})

describe("vatKey", () => {
  // 303265045 → FR40303265045; 334175221 → FR23334175221.
  it.each([
    ["303265045", "40"],
    ["334175221", "23"],
    ["912345675", "65"],
  ])("gives the key of SIREN %s: %s", (siren, key) => {
    expect(vatKey(siren)).toBe(key)
  })

  it("pads a one-digit key with a zero", () => {
    // 12 + 3 × (n mod 97) ≡ 3 (mod 97) when n mod 97 = 94.
    expect(vatKey(String(97 * 2000000 + 94))).toBe("03")
  })
})

describe("identifiers derived from the SIREN", () => {
  it("builds the VAT number from the SIREN", () => {
    expect(vatNumber("303265045")).toBe("FR40303265045")
    expect(vatNumber("334175221")).toBe("FR23334175221")
  })

  it("builds the RCS number from the registry city and the SIREN, grouped by three", () => {
    expect(rcsNumber("Lyon", "912345675")).toBe("RCS\u00a0Lyon 912\u00a0345\u00a0675")
  })
})
