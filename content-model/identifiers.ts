/** French company identifiers: the checks and the numbers derived from the SIREN (data/README.md). */

/** Luhn: from the right, double every second digit, subtract 9 when over 9; the sum is a multiple of 10. */
export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** The two-digit key of a French VAT number: (12 + 3 × (SIREN mod 97)) mod 97. */
export const vatKey = (siren: string) => String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, "0")

/** The intra-community VAT number: FR, the key, then the SIREN (docs: data/README.md). */
export const vatNumber = (siren: string) => `FR${vatKey(siren)}${siren}`

/** « RCS <ville> <SIREN> », the SIREN in groups of three joined by no-break spaces so it never wraps. */
export const rcsNumber = (registryCity: string, siren: string) =>
  `RCS\u00a0${registryCity} ${siren.replace(/(\d{3})(?=\d)/g, "$1\u00a0")}`
