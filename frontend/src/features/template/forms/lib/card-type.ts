// The card network of a (partly typed) card number, from its leading digits,
// for the credit-card mask of the input-mask page.

export type CardType = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

export function cardType(digits: string): CardType {
  const number = digits.replace(/\D/g, '');
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  return 'unknown';
}

/** American Express numbers are grouped 4-6-5, the others 4-4-4-4. */
export function cardMask(type: CardType): string {
  return type === 'amex' ? '0000 000000 00000' : '0000 0000 0000 0000';
}
