import { jsPDF } from 'jspdf';
import type { Receipt } from './receipt';

// The receipt as a PDF, drawn with jsPDF's built-in Helvetica on A4/Letter-safe margins. This
// module is loaded only when a member asks for the PDF, so jsPDF never weighs on the first page.

/** Helvetica's WinAnsi encoding has no narrow or thin spaces (French amounts use them). */
function pdfText(text: string): string {
  return text.replace(/[\u202F\u2009\u2007]/g, ' ').replace(/\u2212/g, '-');
}

const margin = 48;
const lineHeight = 16;

/** Draws the receipt and answers the PDF's bytes. */
export function receiptPdf(receipt: Receipt): ArrayBuffer {
  const doc = new jsPDF({ unit: 'pt', format: 'letter' });
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  const right = width - margin;
  let y = margin;
  const nextLine = (step = lineHeight) => {
    y += step;
    if (y > height - margin) {
      doc.addPage();
      y = margin;
    }
  };

  doc.setFont('helvetica', 'bold').setFontSize(16);
  doc.text(pdfText(receipt.shop.name), margin, y);
  doc.setFont('helvetica', 'normal').setFontSize(10);
  for (const line of receipt.shop.address) {
    nextLine(14);
    doc.text(pdfText(line), margin, y);
  }
  doc.setFont('helvetica', 'bold').setFontSize(20);
  doc.text(pdfText(receipt.title), right, margin, { align: 'right' });

  nextLine(32);
  doc.setFontSize(10);
  for (const [label, value] of receipt.facts) {
    doc.setFont('helvetica', 'bold').text(pdfText(label), margin, y);
    doc.setFont('helvetica', 'normal').text(pdfText(value), margin + 110, y);
    nextLine();
  }

  nextLine(12);
  const columns = [margin, right - 200, right - 110, right];
  doc.setFont('helvetica', 'bold');
  doc.text(pdfText(receipt.columns[0]), columns[0]!, y);
  doc.text(pdfText(receipt.columns[1]), columns[1]!, y, { align: 'right' });
  doc.text(pdfText(receipt.columns[2]), columns[2]!, y, { align: 'right' });
  doc.text(pdfText(receipt.columns[3]), columns[3]!, y, { align: 'right' });
  nextLine(6);
  doc.setLineWidth(0.5).line(margin, y, right, y);
  doc.setFont('helvetica', 'normal');
  for (const line of receipt.lines) {
    nextLine();
    const name = doc.splitTextToSize(pdfText(line.name), columns[1]! - margin - 40) as string[];
    doc.text(name, columns[0]!, y);
    doc.text(line.quantity, columns[1]!, y, { align: 'right' });
    doc.text(pdfText(line.price), columns[2]!, y, { align: 'right' });
    doc.text(pdfText(line.total), columns[3]!, y, { align: 'right' });
    for (let extra = 1; extra < name.length; extra += 1) nextLine(12);
  }
  nextLine(8);
  doc.line(margin, y, right, y);

  for (const total of receipt.totals) {
    nextLine(total.isGrand ? 22 : lineHeight);
    doc.setFont('helvetica', total.isGrand ? 'bold' : 'normal').setFontSize(total.isGrand ? 12 : 10);
    doc.text(pdfText(total.label), right - 110, y, { align: 'right' });
    doc.text(pdfText(total.value), right, y, { align: 'right' });
  }

  nextLine(40);
  doc.setFont('helvetica', 'normal').setFontSize(10);
  doc.text(pdfText(receipt.thanks), margin, y);
  return doc.output('arraybuffer');
}

/** Builds the PDF and lets the browser save it under `fileName`. */
export function downloadReceiptPdf(receipt: Receipt, fileName: string): void {
  const url = URL.createObjectURL(new Blob([receiptPdf(receipt)], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
