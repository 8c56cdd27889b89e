import { describe, expect, it } from 'vitest';
import { receiptPdf } from './receipt-pdf';
import type { Receipt } from './receipt';

const receipt: Receipt = {
  shop: { name: 'Upline Wellness', address: ['1200 Main St'] },
  title: 'Reçu',
  facts: [['Numéro de commande', 'UP-1042']],
  columns: ['Produit', 'Quantité', 'Prix', 'Total'],
  lines: [{ name: 'Antioxidant Whey Complex', quantity: '2', price: '64,95\u202F$', total: '129,90\u202F$', isAutoship: false }],
  totals: [{ label: 'TOTAL PAYÉ', value: '180,97\u202F$', isGrand: true }],
  thanks: 'Merci',
};

describe('receiptPdf', () => {
  it('draws a PDF document with the order number and amounts', () => {
    const bytes = new Uint8Array(receiptPdf(receipt));
    const text = new TextDecoder('latin1').decode(bytes);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('UP-1042');
    // French amounts keep their digits; the narrow space Helvetica cannot draw becomes a plain one.
    expect(text).toContain('180,97 $');
    expect(text).not.toContain('\u202F');
  });
});
