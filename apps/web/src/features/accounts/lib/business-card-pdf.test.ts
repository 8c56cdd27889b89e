import { describe, expect, it } from 'vitest';
import { cardBack, cardFront, type CardLabels } from './business-card-layout';
import { businessCardPdf, isStandardFontText } from './business-card-pdf';
import { qrModules } from './business-card-qr';

const labels: CardLabels = { brand: 'Upline', brandLine: 'Wellness', phone: 'Téléphone', email: 'Courriel', website: 'Web', scan: 'Visitez ma boutique' };
const card = { name: 'Zoé Gagnon', designation: 'Représentante', phone: '1-555-010-0003', email: 'zoe@upline.test', website: 'shop.upline.test/zoe' };
const faces = () => [cardFront(card, labels), cardBack('https://shop.upline.test/zoe', qrModules('https://shop.upline.test/zoe'), labels)];
const asText = (bytes: ArrayBuffer) => new TextDecoder('latin1').decode(new Uint8Array(bytes));

describe('businessCardPdf', () => {
  it('draws two pages of 3.75 x 2.25 in, each with the 3.5 x 2 in trim box inside its bleed', () => {
    const pdf = asText(businessCardPdf(faces(), { title: 'Business card' }));
    expect(pdf.startsWith('%PDF-')).toBe(true);
    // Boxes in points from the bottom-left corner: 72 points to the inch.
    const boxes = (name: string) => [...pdf.matchAll(new RegExp(`/${name} \\[([^\\]]*)\\]`, 'g'))].map((m) => m[1]!.trim().split(/\s+/).map(Number));
    expect(boxes('MediaBox')).toEqual([[0, 0, 270, 162], [0, 0, 270, 162]]);
    expect(boxes('BleedBox')).toEqual([[0, 0, 270, 162], [0, 0, 270, 162]]);
    expect(boxes('TrimBox')).toEqual([[9, 9, 261, 153], [9, 9, 261, 153]]);
  });

  it('sets the name and the contact lines as text, accents included', () => {
    const pdf = asText(businessCardPdf(faces(), { title: 'Business card' }));
    expect(pdf).toContain('(Zoé Gagnon) Tj');
    expect(pdf).toContain('(zoe@upline.test) Tj');
    expect(pdf).toContain('(shop.upline.test/zoe) Tj');
  });

  it('draws a face as a picture when its text is beyond the standard fonts', () => {
    const drawn: string[] = [];
    const pixel = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const name = '李小龍';
    const pdf = asText(
      businessCardPdf([cardFront({ ...card, name }, labels)], {
        title: 'Business card',
        faceImage: (face) => {
          drawn.push(face.ops.some((op) => op.kind === 'text' && op.text === name) ? 'front' : 'other');
          return pixel;
        },
      }),
    );
    expect(drawn).toEqual(['front']);
    expect(pdf).toContain('/Subtype /Image');
  });

  it('knows which texts the standard fonts can set', () => {
    expect(isStandardFontText('Zoé Gagnon – Représentante')).toBe(true);
    expect(isStandardFontText('李小龍')).toBe(false);
  });
});
