import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { drawQrCode } from '@server/lib/pdf/qr-code';

/** A stand-in for a pdfkit document that records the squares drawn. */
function recordingDocument() {
  const squares: { x: number; y: number; size: number }[] = [];
  const doc = {
    rect(x: number, y: number, width: number, height: number) {
      expect(width).toBe(height);
      squares.push({ x, y, size: width });
      return doc;
    },
    fillColor: () => doc,
    fill: () => doc,
  };
  return { doc: doc as unknown as PDFKit.PDFDocument, squares };
}

describe('QR code of a letter', () => {
  it("draws the verification address's modules, in place, inside a quiet zone", () => {
    const url = 'https://portal.example/verify/K7QM-4XHP-2ZTR-9WNC';
    const { doc, squares } = recordingDocument();
    drawQrCode(doc, url, 100, 200, 84);

    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    const cell = 84 / (modules.size + 8);
    const drawn = new Set(
      squares.map(({ x, y, size }) => {
        expect(size).toBeCloseTo(cell);
        return `${Math.round((y - 200) / cell) - 4},${Math.round((x - 100) / cell) - 4}`;
      }),
    );
    const dark = new Set<string>();
    for (let row = 0; row < modules.size; row++) {
      for (let column = 0; column < modules.size; column++) {
        if (modules.get(row, column)) dark.add(`${row},${column}`);
      }
    }
    expect(drawn).toEqual(dark);
    // A finder pattern's corner sits where scanners look for it: top left, after the quiet zone.
    expect(drawn.has('0,0')).toBe(true);
    expect(
      squares.every(({ x, y }) => x >= 100 + 4 * cell - 1e-9 && y >= 200 + 4 * cell - 1e-9),
    ).toBe(true);
  });
});
