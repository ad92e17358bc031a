import PDFDocument from 'pdfkit';
import { site } from '@portal/shared/site';
import { drawQrCode } from './qr-code';

/** What a page of the authority's documents holds, top to bottom, under the letterhead. */
export type PdfBlock =
  | { heading: string }
  | { paragraph: string }
  /** Label and value pairs, e.g. an invoice's amount and balance. */
  | { table: readonly (readonly [string, string])[] }
  /** Who signs for whom, under "Yours faithfully" and room for the signature. */
  | { signature: { name: string; title: string; organisation: string } }
  /** Rows under column headings, e.g. a bill's lines; columns after the first align right. */
  | { grid: { columns: readonly string[]; rows: readonly (readonly string[])[] } }
  /** A bar for each value with its label under it, e.g. twelve months of use; its caption above. */
  | {
      bars: { caption: string; unit: string; values: readonly { label: string; value: number }[] };
    };

export type PdfContent = {
  title: string;
  blocks: readonly PdfBlock[];
  /** Where the printed document is checked: its code, and the public address the QR code holds. */
  verification?: { code: string; url: string };
  /** Searchable in the file's properties, e.g. the application's reference. */
  subject: string;
};

const MARGIN = 56;
const QR_SIZE = 84;
const EMBLEM_SIZE = 48;

/**
 * The authority's emblem (record 0024), drawn as the web app draws it on its 40-unit grid: three
 * towers cut into storeys on a teal ground line, a gold signal above the tallest.
 */
function emblem(doc: PDFKit.PDFDocument, x: number, y: number, size: number): void {
  const navy = '#0b2f52';
  doc
    .save()
    .translate(x, y)
    .scale(size / 40);
  doc.roundedRect(0, 0, 40, 40, 9).fill(navy);
  doc.rect(8, 19, 6.5, 13).rect(16.75, 10, 6.5, 22).rect(25.5, 15, 6.5, 17).fill('#ffffff');
  for (const floor of [14, 18.5, 23, 27.5]) doc.rect(8, floor, 24, 1.5).fill(navy);
  doc.roundedRect(5.5, 32, 29, 2.5, 1.25).fill('#5eead4');
  doc.circle(20, 6, 2.25).fill('#f5b700');
  doc.restore();
}

function letterhead(doc: PDFKit.PDFDocument): void {
  const top = doc.y;
  emblem(doc, MARGIN, top, EMBLEM_SIZE);
  const left = MARGIN + EMBLEM_SIZE + 12;
  doc.font('Helvetica-Bold').fontSize(16).text(site.organisation, left, top);
  doc.font('Helvetica').fontSize(9).fillColor('#444444');
  for (const line of site.address) doc.text(line, left);
  doc.text(`Telephone ${site.phone.label}  ·  ${site.emails[0].address}`, left);
  doc.fillColor('black');
  doc.x = MARGIN;
  doc.y = Math.max(doc.y, top + EMBLEM_SIZE);
  const y = doc.y + 8;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(1)
    .stroke();
  doc.y = y + 16;
}

function table(doc: PDFKit.PDFDocument, rows: Extract<PdfBlock, { table: unknown }>['table']) {
  const labelWidth = 170;
  const valueWidth = doc.page.width - 2 * MARGIN - labelWidth;
  for (const [label, value] of rows) {
    const top = doc.y;
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(label, MARGIN, top, { width: labelWidth - 8 });
    const labelBottom = doc.y;
    doc.font('Helvetica').text(value, MARGIN + labelWidth, top, { width: valueWidth });
    doc.y = Math.max(labelBottom, doc.y) + 4;
  }
  doc.x = MARGIN;
  doc.moveDown(0.5);
}

function grid(
  doc: PDFKit.PDFDocument,
  { columns, rows }: Extract<PdfBlock, { grid: unknown }>['grid'],
) {
  const width = doc.page.width - 2 * MARGIN;
  // The first column takes what the others leave: it holds the words.
  const numberWidth = Math.min(90, width / (columns.length + 1));
  const widths = columns.map((_, index) =>
    index === 0 ? width - numberWidth * (columns.length - 1) : numberWidth,
  );
  const row = (cells: readonly string[], font: string) => {
    if (doc.y > doc.page.height - MARGIN - 40) doc.addPage();
    const top = doc.y;
    let x = MARGIN;
    let bottom = top;
    cells.forEach((cell, index) => {
      doc
        .font(font)
        .fontSize(9)
        .text(cell, x + 2, top, {
          width: widths[index]! - 4,
          align: index === 0 ? 'left' : 'right',
        });
      bottom = Math.max(bottom, doc.y);
      x += widths[index]!;
    });
    doc.y = bottom + 3;
  };
  row(columns, 'Helvetica-Bold');
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .lineWidth(0.5)
    .stroke();
  doc.y += 3;
  for (const cells of rows) row(cells, 'Helvetica');
  doc.x = MARGIN;
  doc.moveDown(0.5);
}

function bars(doc: PDFKit.PDFDocument, chart: Extract<PdfBlock, { bars: unknown }>['bars']) {
  const height = 90;
  if (doc.y > doc.page.height - MARGIN - height - 60) doc.addPage();
  doc.font('Helvetica-Bold').fontSize(10).text(chart.caption, MARGIN).moveDown(0.3);
  const top = doc.y;
  const width = doc.page.width - 2 * MARGIN;
  // Room for a year's months however few there are yet, so that one month is not a wall.
  const slot = width / Math.max(chart.values.length, 12);
  const largest = Math.max(1, ...chart.values.map((bar) => bar.value));
  chart.values.forEach((bar, index) => {
    const barHeight = (Math.max(0, bar.value) / largest) * height;
    const x = MARGIN + index * slot + slot * 0.15;
    doc.rect(x, top + height - barHeight, slot * 0.7, barHeight).fill('#0b2f52');
    doc
      .fillColor('black')
      .font('Helvetica')
      .fontSize(7)
      .text(String(bar.value), x - 4, top + height - barHeight - 9, {
        width: slot * 0.7 + 8,
        align: 'center',
      })
      .text(bar.label, x - 4, top + height + 3, { width: slot * 0.7 + 8, align: 'center' });
  });
  doc.fillColor('black');
  doc.x = MARGIN;
  doc.y = top + height + 18;
  doc.font('Helvetica').fontSize(8).text(`Units: ${chart.unit}`, MARGIN).moveDown(0.6);
}

function signature(
  doc: PDFKit.PDFDocument,
  { name, title, organisation }: Extract<PdfBlock, { signature: unknown }>['signature'],
) {
  doc.font('Helvetica').fontSize(10).text('Yours faithfully,').moveDown(2.5);
  doc.font('Helvetica-Bold').text(name);
  doc.font('Helvetica').text(title).text(`For ${organisation}`).moveDown(0.6);
}

function footer(doc: PDFKit.PDFDocument, verification: NonNullable<PdfContent['verification']>) {
  const top = doc.page.height - MARGIN - QR_SIZE;
  // Never over the page's last lines: a long document takes its code on a page of its own.
  if (doc.y > top - 12) doc.addPage();
  // Lower than the page's bottom margin: let pdfkit write there without starting a new page.
  const bottomMargin = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  drawQrCode(doc, verification.url, doc.page.width - MARGIN - QR_SIZE, top, QR_SIZE);
  const width = doc.page.width - 2 * MARGIN - QR_SIZE - 12;
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(`Verification code: ${verification.code}`, MARGIN, top + 20, { width });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`Check that this document is genuine at ${verification.url}`, { width });
  doc.page.margins.bottom = bottomMargin;
}

/** Renders `content` on the authority's letterhead as a PDF. */
export function renderPdf(content: PdfContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: content.title,
      Author: site.organisation,
      Subject: content.subject,
      // The code in the file's properties too, so it can be found without reading the page.
      ...(content.verification ? { Keywords: content.verification.code } : {}),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  letterhead(doc);
  doc.font('Helvetica-Bold').fontSize(14).text(content.title).moveDown(0.8);
  for (const block of content.blocks) {
    if ('heading' in block)
      doc.font('Helvetica-Bold').fontSize(11).text(block.heading).moveDown(0.3);
    else if ('paragraph' in block)
      doc.font('Helvetica').fontSize(10).text(block.paragraph, { align: 'justify' }).moveDown(0.6);
    else if ('table' in block) table(doc, block.table);
    else if ('grid' in block) grid(doc, block.grid);
    else if ('bars' in block) bars(doc, block.bars);
    else signature(doc, block.signature);
  }
  if (content.verification) footer(doc, content.verification);
  doc.end();
  return done;
}
