import { jsPDF } from 'jspdf';
import { CARD, CARD_HEIGHT, CARD_WIDTH, markShape, type CardFace, type CardOp } from './business-card-layout';

// The print-ready card: one page per face, each 3.75 x 2.25 in (the 3.5 x 2 in card and
// 0.125 in of bleed on every side), with the TrimBox and BleedBox a print shop reads. Drawn in
// vectors with the PDF's standard fonts (Times for the serif, Helvetica for the rest), so the
// text stays text. This module is loaded only when a member downloads the card.

const points = 72;
const fonts = { serif: 'times', sans: 'helvetica' } as const;

/** Text the standard fonts can set (WinAnsi: Latin-1 and a few typographic signs). */
export function isStandardFontText(text: string): boolean {
  return /^[\u0020-\u007E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u2026\u20AC]*$/.test(text);
}

function drawText(doc: jsPDF, op: Extract<CardOp, { kind: 'text' }>) {
  doc.setFont(fonts[op.font], op.isBold ? 'bold' : 'normal');
  const charSpace = (op.letterSpacing ?? 0) / points;
  const widthAt = (size: number) => {
    doc.setFontSize(size);
    return doc.getTextWidth(op.text) + charSpace * Math.max(0, op.text.length - 1);
  };
  let width = widthAt(op.size);
  if (width > op.maxWidth) width = widthAt((op.size * op.maxWidth) / width);
  doc.setTextColor(op.color);
  doc.text(op.text, op.align === 'right' ? op.x - width : op.x, op.y, { baseline: 'alphabetic', charSpace });
}

function drawMark(doc: jsPDF, op: Extract<CardOp, { kind: 'mark' }>) {
  const scale = op.size / markShape.unit;
  const x = (value: number) => op.x + value * scale;
  const y = (value: number) => op.y + value * scale;
  doc.setFillColor(op.leaf);
  doc.moveTo(x(markShape.leaf.start[0]), y(markShape.leaf.start[1]));
  for (const [x1, y1, x2, y2, x3, y3] of markShape.leaf.curves) doc.curveTo(x(x1), y(y1), x(x2), y(y2), x(x3), y(y3));
  doc.close();
  doc.fill();
  doc.setDrawColor(op.arrow);
  doc.setLineWidth(markShape.arrowWidth * scale);
  doc.setLineCap('round');
  doc.setLineJoin('round');
  for (const line of markShape.arrow) {
    line.forEach(([px, py], index) => (index === 0 ? doc.moveTo(x(px), y(py)) : doc.lineTo(x(px), y(py))));
    doc.stroke();
  }
}

function drawQr(doc: jsPDF, op: Extract<CardOp, { kind: 'qr' }>) {
  const cell = op.size / op.modules.length;
  doc.setFillColor(op.color);
  // One rectangle per run of dark modules in a row, all filled as one path, so that viewers
  // draw no hairline seams between neighbouring modules.
  op.modules.forEach((row, r) => {
    let start = -1;
    for (let c = 0; c <= row.length; c++) {
      if (c < row.length && row[c]) {
        if (start < 0) start = c;
      } else if (start >= 0) {
        doc.rect(op.x + start * cell, op.y + r * cell, (c - start) * cell, cell, null);
        start = -1;
      }
    }
  });
  doc.fill();
}

function drawFace(doc: jsPDF, face: CardFace) {
  doc.setFillColor(face.background);
  doc.rect(0, 0, CARD_WIDTH, CARD_HEIGHT, 'F');
  for (const op of face.ops) {
    if (op.kind === 'rect') {
      doc.setFillColor(op.fill);
      if (op.radius) doc.roundedRect(op.x, op.y, op.w, op.h, op.radius, op.radius, 'F');
      else doc.rect(op.x, op.y, op.w, op.h, 'F');
    } else if (op.kind === 'line') {
      doc.setDrawColor(op.stroke);
      doc.setLineWidth(op.width);
      doc.setLineCap('butt');
      doc.line(op.x1, op.y1, op.x2, op.y2);
    } else if (op.kind === 'text') drawText(doc, op);
    else if (op.kind === 'mark') drawMark(doc, op);
    else drawQr(doc, op);
  }
}

/** The page's trim and bleed boxes (in points from the bottom-left corner), for the print shop. */
function setPrintBoxes(doc: jsPDF) {
  const page = doc.getCurrentPageInfo().pageContext as Record<string, unknown>;
  page.trimBox = {
    bottomLeftX: CARD.bleed * points,
    bottomLeftY: CARD.bleed * points,
    topRightX: (CARD_WIDTH - CARD.bleed) * points,
    topRightY: (CARD_HEIGHT - CARD.bleed) * points,
  };
  page.bleedBox = { bottomLeftX: 0, bottomLeftY: 0, topRightX: CARD_WIDTH * points, topRightY: CARD_HEIGHT * points };
}

export interface CardPdfOptions {
  title: string;
  /**
   * A face drawn as a picture (a PNG data URL at print resolution), for a face whose text the
   * standard fonts cannot set (names in scripts beyond Latin-1); such a face prints the same but
   * its text is not selectable.
   */
  faceImage?: (face: CardFace) => string;
}

/** Both faces of the card as a print-ready PDF; answers its bytes. */
export function businessCardPdf(faces: CardFace[], { title, faceImage }: CardPdfOptions): ArrayBuffer {
  const doc = new jsPDF({ unit: 'in', format: [CARD_WIDTH, CARD_HEIGHT], orientation: 'landscape' });
  doc.setProperties({ title, subject: title });
  faces.forEach((face, index) => {
    if (index > 0) doc.addPage([CARD_WIDTH, CARD_HEIGHT], 'landscape');
    setPrintBoxes(doc);
    const isSettable = face.ops.every((op) => op.kind !== 'text' || isStandardFontText(op.text));
    if (!isSettable && faceImage) doc.addImage(faceImage(face), 'PNG', 0, 0, CARD_WIDTH, CARD_HEIGHT);
    else drawFace(doc, face);
  });
  return doc.output('arraybuffer');
}
