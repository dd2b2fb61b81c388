/**
 * Bengali digits as the Latin ones a phone dials: a Bangla keyboard types ০-৯ (U+09E6 to U+09EF),
 * and the enquiry's phone rule (schema/enquiry.schema.json) counts 0-9. The form and the server
 * both turn the one into the other before that rule is checked, and the number is stored in Latin
 * digits: '+৮৮০ ১৭১২-৩৪৫৬৭৮' -> '+880 1712-345678'. Anything else is left as it is.
 */
export function latinDigits(text: string): string {
  return text.replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - 0x09e6));
}
