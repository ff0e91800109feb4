// The sample invoice: its items and the totals computed from them (in cents,
// so rounding never drifts): subtotal, discount, tax and total.

export type InvoiceItem = { id: string; quantity: number; unitPrice: number };

export const INVOICE_ITEMS: readonly InvoiceItem[] = [
  { id: 'workshop', quantity: 2, unitPrice: 1200 },
  { id: 'licence', quantity: 25, unitPrice: 180 },
  { id: 'testing', quantity: 16, unitPrice: 95 },
  { id: 'retainer', quantity: 1, unitPrice: 2500 },
];

export const INVOICE = {
  number: 'INV-2026-0142',
  issued: '2026-11-02',
  due: '2026-12-02',
  currency: 'EUR',
  iban: 'DE89 3704 0044 0532 0130 00',
  swift: 'COBADEFFXXX',
  clientEmail: 'accounts@northwind.example',
} as const;

export const TAX_RATES = [0, 7, 19] as const;

export type InvoiceTotals = { subtotal: number; discount: number; tax: number; total: number };

const cents = (value: number) => Math.round(value * 100);

/** An item's amount: quantity × unit price. */
export function lineTotal(item: InvoiceItem): number {
  return cents(item.quantity * item.unitPrice) / 100;
}

/** Subtotal of the items, less `discountPercent` %, plus `taxPercent` % of what remains. */
export function invoiceTotals(items: readonly InvoiceItem[], taxPercent: number, discountPercent = 0): InvoiceTotals {
  const subtotal = items.reduce((sum, item) => sum + cents(item.quantity * item.unitPrice), 0);
  const discount = Math.round((subtotal * discountPercent) / 100);
  const tax = Math.round(((subtotal - discount) * taxPercent) / 100);
  return { subtotal: subtotal / 100, discount: discount / 100, tax: tax / 100, total: (subtotal - discount + tax) / 100 };
}
