import type { BusinessCard } from '@upline/contract/business-card';

// Where everything goes on the business card, as plain data: the preview and the PNG (canvas)
// and the print PDF (jsPDF) draw the same list, so what a member sees is what prints.
// Units are inches from the top-left corner of the bleed area; type sizes are points.

/** The standard North American card, 3.5 x 2 in, with 0.125 in of bleed on each side. */
export const CARD = { trimWidth: 3.5, trimHeight: 2, bleed: 0.125 } as const;
export const CARD_WIDTH = CARD.trimWidth + 2 * CARD.bleed;
export const CARD_HEIGHT = CARD.trimHeight + 2 * CARD.bleed;
/** Text and the QR code stay this far inside the trim line, clear of the cutter. */
const SAFE = CARD.bleed + 0.15;

export const cardColors = {
  brand: '#1f5132',
  brandDark: '#163d26',
  cream: '#f7f3ea',
  gold: '#c9a44c',
  goldLight: '#e3cd93',
  goldDark: '#7d6220',
  ink: '#1d2a22',
  inkMuted: '#4a5a50',
  white: '#ffffff',
} as const;

export type CardFont = 'serif' | 'sans';

export type CardOp =
  | { kind: 'rect'; x: number; y: number; w: number; h: number; fill: string; radius?: number }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; stroke: string; width: number }
  | {
      kind: 'text';
      text: string;
      /** Left edge (or right edge with align 'right'), and the baseline. */
      x: number;
      y: number;
      font: CardFont;
      isBold: boolean;
      size: number;
      color: string;
      /** The text shrinks to fit this width; it never wraps. */
      maxWidth: number;
      letterSpacing?: number;
      align?: 'left' | 'right';
    }
  /** The brand's mark (the leaf and the rising arrow of the logo) in a `size` square. */
  | { kind: 'mark'; x: number; y: number; size: number; leaf: string; arrow: string }
  /** A QR code's dark modules, drawn as squares in a `size` square (its quiet zone outside). */
  | { kind: 'qr'; x: number; y: number; size: number; modules: readonly (readonly boolean[])[]; color: string };

export interface CardFace {
  background: string;
  ops: CardOp[];
}

/** The words on the card that are not the member's: in the member's language. */
export interface CardLabels {
  brand: string;
  brandLine: string;
  phone: string;
  email: string;
  website: string;
  scan: string;
}

/**
 * The brand mark in its own 48-unit square: the leaf (two cubic curves) and the arrow
 * (two polylines), as in the logo.
 */
export const markShape = {
  unit: 48,
  leaf: { start: [4, 44], curves: [[4, 20, 20, 4, 44, 4], [44, 28, 28, 44, 4, 44]] },
  arrow: [
    [[8, 40], [22, 26], [28, 30], [40, 14]],
    [[33, 13], [41, 13], [41, 21]],
  ],
  arrowWidth: 4,
} as const;

/** A web address without its scheme and trailing slash, as it reads on paper. */
export function displayAddress(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/+$/, '');
}

/** The front: the member's name, designation and contact lines beside the brand. */
export function cardFront(card: BusinessCard, labels: CardLabels): CardFace {
  const left = SAFE + 0.05;
  const width = CARD_WIDTH - left - SAFE;
  const contact = (label: string, value: string, y: number): CardOp[] => [
    { kind: 'text', text: label.toUpperCase(), x: left, y, font: 'sans', isBold: true, size: 5.5, color: cardColors.goldDark, maxWidth: 0.5, letterSpacing: 0.6 },
    { kind: 'text', text: value, x: left + 0.55, y, font: 'sans', isBold: false, size: 7.5, color: cardColors.ink, maxWidth: width - 0.55 },
  ];
  return {
    background: cardColors.cream,
    ops: [
      // A green band along the bottom, running into the bleed, edged in gold.
      { kind: 'rect', x: 0, y: CARD_HEIGHT - 0.3, w: CARD_WIDTH, h: 0.3, fill: cardColors.brand },
      { kind: 'rect', x: 0, y: CARD_HEIGHT - 0.33, w: CARD_WIDTH, h: 0.03, fill: cardColors.gold },
      { kind: 'mark', x: CARD_WIDTH - SAFE - 0.34, y: SAFE, size: 0.34, leaf: cardColors.brand, arrow: cardColors.gold },
      { kind: 'text', text: labels.brand, x: CARD_WIDTH - SAFE - 0.42, y: SAFE + 0.17, font: 'serif', isBold: true, size: 8.5, color: cardColors.brand, maxWidth: 1.2, align: 'right' },
      { kind: 'text', text: labels.brandLine.toUpperCase(), x: CARD_WIDTH - SAFE - 0.42, y: SAFE + 0.29, font: 'sans', isBold: false, size: 4.5, color: cardColors.inkMuted, maxWidth: 1.2, letterSpacing: 1, align: 'right' },
      { kind: 'text', text: card.name, x: left, y: 0.98, font: 'serif', isBold: true, size: 15, color: cardColors.brand, maxWidth: width },
      { kind: 'text', text: card.designation.toUpperCase(), x: left, y: 1.15, font: 'sans', isBold: true, size: 6, color: cardColors.goldDark, maxWidth: width, letterSpacing: 0.8 },
      { kind: 'line', x1: left, y1: 1.25, x2: left + 0.5, y2: 1.25, stroke: cardColors.gold, width: 0.015 },
      ...contact(labels.phone, card.phone, 1.43),
      ...contact(labels.email, card.email, 1.57),
      ...contact(labels.website, displayAddress(card.website), 1.71),
    ],
  };
}

/** The back: the brand on green and the member's replicated site as a QR code with its address. */
export function cardBack(siteUrl: string, modules: readonly (readonly boolean[])[], labels: CardLabels): CardFace {
  const tile = 1.36;
  const tileX = CARD_WIDTH - SAFE - tile;
  const tileY = (CARD_HEIGHT - tile) / 2;
  // Four modules of quiet zone around the code, as the QR standard asks.
  const quiet = modules.length > 0 ? (tile * 4) / (modules.length + 8) : 0;
  const left = SAFE + 0.05;
  const width = tileX - left - 0.15;
  return {
    background: cardColors.brand,
    ops: [
      { kind: 'mark', x: left, y: 0.52, size: 0.42, leaf: cardColors.cream, arrow: cardColors.gold },
      { kind: 'text', text: labels.brand, x: left, y: 1.2, font: 'serif', isBold: true, size: 14, color: cardColors.cream, maxWidth: width },
      { kind: 'text', text: labels.brandLine.toUpperCase(), x: left, y: 1.34, font: 'sans', isBold: false, size: 5, color: cardColors.goldLight, maxWidth: width, letterSpacing: 1.2 },
      { kind: 'text', text: labels.scan, x: left, y: 1.62, font: 'sans', isBold: true, size: 6.5, color: cardColors.cream, maxWidth: width },
      { kind: 'text', text: displayAddress(siteUrl), x: left, y: 1.75, font: 'sans', isBold: false, size: 6.5, color: cardColors.goldLight, maxWidth: width },
      { kind: 'rect', x: tileX, y: tileY, w: tile, h: tile, fill: cardColors.white, radius: 0.06 },
      { kind: 'qr', x: tileX + quiet, y: tileY + quiet, size: tile - 2 * quiet, modules, color: cardColors.brandDark },
    ],
  };
}

/** The name a downloaded card is saved under: the member's name in plain letters. */
export function cardFileName(name: string, extension: 'pdf' | 'png'): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `business-card${slug ? `-${slug}` : ''}.${extension}`;
}
