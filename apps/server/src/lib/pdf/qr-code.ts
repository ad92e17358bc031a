import QRCode from 'qrcode';

/**
 * Draws `text` as a QR code at (x, y), `size` points wide, from the code's module matrix: plain
 * rectangles, so a letter carries no image file and prints sharp at any scale.
 */
export function drawQrCode(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  size: number,
): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  // A quiet zone of four modules on each side, as scanners expect.
  const quiet = 4;
  const cell = size / (modules.size + 2 * quiet);
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) {
        doc.rect(x + (column + quiet) * cell, y + (row + quiet) * cell, cell, cell);
      }
    }
  }
  doc.fillColor('black').fill();
}
