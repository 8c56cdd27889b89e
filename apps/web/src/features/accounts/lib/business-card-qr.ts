import { create } from 'qrcode';

/**
 * The QR code of a web address as rows of dark (true) and light modules, without the quiet zone.
 * Error correction M (15 %) survives a scuffed card while keeping the modules large on paper.
 */
export function qrModules(text: string): boolean[][] {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, column) => Boolean(modules.get(row, column))),
  );
}
