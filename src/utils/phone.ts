/** A phone number as shown: its groups held together by no-break spaces, so it never wraps mid-number. */
export const displayPhone = (phone: string) => phone.trim().replace(/\s+/g, "\u00a0")

/** A number as editors write it ("04 65 71 20 48") in the international form ("+33465712048"). */
export function internationalPhone(phone: string) {
  const digits = phone.replace(/[^\d+]/g, "")
  return /^0\d{9}$/.test(digits) ? `+33${digits.slice(1)}` : digits
}

export const telHref = (phone: string) => `tel:${internationalPhone(phone)}`
