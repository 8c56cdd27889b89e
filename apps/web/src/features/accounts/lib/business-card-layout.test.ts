import { describe, expect, it } from 'vitest';
import { CARD, CARD_HEIGHT, CARD_WIDTH, cardBack, cardFileName, cardFront, displayAddress, type CardFace, type CardLabels, type CardOp } from './business-card-layout';
import { qrModules } from './business-card-qr';

const card = {
  name: 'Sam Nguyen',
  designation: 'Independent Sales Representative',
  phone: '1-555-010-0003',
  email: 'sam@upline.test',
  website: 'https://shop.upline.test/sam/',
};
const labels: CardLabels = { brand: 'Upline', brandLine: 'Wellness', phone: 'Phone', email: 'Email', website: 'Web', scan: 'Scan to visit my shop' };

const texts = (face: CardFace) => face.ops.flatMap((op) => (op.kind === 'text' ? [op.text] : []));
const inside = (op: CardOp, margin: number) => {
  const box =
    op.kind === 'text'
      ? { left: op.align === 'right' ? op.x - op.maxWidth : op.x, right: op.align === 'right' ? op.x : op.x + op.maxWidth, top: op.y - op.size / 72, bottom: op.y }
      : op.kind === 'mark' || op.kind === 'qr'
        ? { left: op.x, right: op.x + op.size, top: op.y, bottom: op.y + op.size }
        : null;
  if (!box) return true;
  return box.left >= margin && box.top >= margin && box.right <= CARD_WIDTH - margin && box.bottom <= CARD_HEIGHT - margin;
};

describe('business card layout', () => {
  it('is the standard 3.5 x 2 in card with 0.125 in of bleed on each side', () => {
    expect([CARD_WIDTH, CARD_HEIGHT]).toEqual([3.75, 2.25]);
    expect(CARD.bleed).toBe(0.125);
  });

  it("puts the member's name, designation and contact lines on the front", () => {
    const front = texts(cardFront(card, labels));
    expect(front).toEqual(expect.arrayContaining(['Sam Nguyen', 'INDEPENDENT SALES REPRESENTATIVE', '1-555-010-0003', 'sam@upline.test', 'shop.upline.test/sam']));
    expect(front).toEqual(expect.arrayContaining(['PHONE', 'EMAIL', 'WEB', 'Upline']));
  });

  it('puts the replicated site on the back as a QR code and as an address', () => {
    const modules = qrModules('https://shop.upline.test/sam');
    const back = cardBack('https://shop.upline.test/sam', modules, labels);
    expect(texts(back)).toEqual(expect.arrayContaining(['Scan to visit my shop', 'shop.upline.test/sam']));
    const qr = back.ops.find((op) => op.kind === 'qr');
    expect(qr?.kind === 'qr' && qr.modules).toBe(modules);
    // A white tile around the code leaves four modules of quiet zone on each side.
    const tile = back.ops.find((op) => op.kind === 'rect' && op.fill === '#ffffff');
    if (qr?.kind !== 'qr' || tile?.kind !== 'rect') throw new Error('no code');
    const module = qr.size / modules.length;
    expect(qr.x - tile.x).toBeCloseTo(4 * module, 6);
    expect(tile.x + tile.w - (qr.x + qr.size)).toBeCloseTo(4 * module, 6);
  });

  it('keeps every text, the mark and the code inside the safe area, clear of the trim', () => {
    const faces = [cardFront(card, labels), cardBack(card.website, qrModules(card.website), labels)];
    for (const face of faces) for (const op of face.ops) expect(inside(op, CARD.bleed + 0.125), JSON.stringify(op).slice(0, 80)).toBe(true);
  });

  it('lets the background bands run into the bleed', () => {
    const band = cardFront(card, labels).ops.find((op) => op.kind === 'rect' && op.y + op.h === CARD_HEIGHT);
    expect(band?.kind === 'rect' && band.x === 0 && band.w === CARD_WIDTH).toBe(true);
  });
});

describe('qrModules', () => {
  it('answers a square of modules with the three finder patterns', () => {
    const modules = qrModules('https://shop.upline.test/sam');
    expect(modules.length).toBeGreaterThanOrEqual(21);
    expect(modules.every((row) => row.length === modules.length)).toBe(true);
    const n = modules.length;
    // Each finder pattern's corner is dark, with its light separator beside it.
    for (const [r, c] of [[0, 0], [0, n - 1], [n - 1, 0]] as const) expect(modules[r]![c]).toBe(true);
    expect(modules[7]![7]).toBe(false);
  });
});

describe('display helpers', () => {
  it('writes web addresses as they read on paper', () => {
    expect(displayAddress('https://shop.upline.test/sam/')).toBe('shop.upline.test/sam');
    expect(displayAddress('upline.test')).toBe('upline.test');
  });

  it('names the file after the member in plain letters', () => {
    expect(cardFileName('Zoé Tremblay-Roy', 'pdf')).toBe('business-card-zoe-tremblay-roy.pdf');
    expect(cardFileName('李小龍', 'png')).toBe('business-card.png');
  });
});
