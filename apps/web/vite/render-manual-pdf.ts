import { marked } from 'marked';
import PDFDocument from 'pdfkit';
import { fillPlaceholders } from './fill-placeholders';
import { drawBlocks } from './pdf-blocks';
import { drawContents, drawFooters, drawTitlePage, type TitleDetails } from './pdf-pages';
import { page } from './pdf-style';

/** Values for the manual's `{{placeholders}}`, among them the title page's details. */
export type ManualValues = TitleDetails & Record<string, string>;

/** Characters outside Windows-1252, which the PDF standard fonts cannot show. */
const NOT_IN_STANDARD_FONTS =
  /[^\t\n\r\x20-\x7e\xa0-\xff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\u2122]/u;

function assertPrintable(text: string) {
  const match = NOT_IN_STANDARD_FONTS.exec(text);
  if (!match) return;
  const code = match[0].codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0');
  throw new Error(
    `The user manual contains "${match[0]}" (U+${code}), which the PDF's standard fonts cannot show.`,
  );
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * The user manual as a PDF: a title page, a contents page, then the Markdown laid out with
 * numbered headings and page numbers. `compress: false` leaves the page text readable in the file.
 */
export async function renderManualPdf(
  markdown: string,
  values: ManualValues,
  { compress = true }: { compress?: boolean } = {},
): Promise<Buffer> {
  const text = fillPlaceholders(markdown, values);
  assertPrintable(text);
  const tokens = marked.lexer(text);
  const doc = new PDFDocument({
    size: page.size,
    margins: page.margins,
    compress,
    bufferPages: true,
    lang: 'en-GB',
    displayTitle: true,
    info: {
      Title: 'User manual',
      Author: values.organisation,
      Subject: values.name,
      // pdfkit requires a creation date and derives the file ID from it. The epoch, standing for
      // "no date", keeps two builds of the same source byte-identical.
      CreationDate: new Date(0),
    },
  });
  const pdf = collect(doc);
  drawTitlePage(doc, values);
  doc.addPage();
  const contentsPage = doc.bufferedPageRange().count - 1;
  doc.addPage();
  const chapters = drawBlocks(doc, tokens);
  doc.switchToPage(contentsPage);
  drawContents(doc, chapters);
  drawFooters(doc, values);
  doc.end();
  return pdf;
}
