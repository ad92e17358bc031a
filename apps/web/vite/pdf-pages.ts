import type { Chapter } from './pdf-blocks';
import { colours, fonts, sizes } from './pdf-style';
/** What the title page and the page footers say. */
export type TitleDetails = { name: string; organisation: string; version: string };

type Doc = PDFKit.PDFDocument;

const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

/** No date on it: the same source must give the same file, whenever it is built. */
export function drawTitlePage(doc: Doc, values: TitleDetails) {
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.rect(0, 0, doc.page.width, 14).fill(colours.accent);
  doc.font(fonts.bold).fontSize(sizes.body).fillColor(colours.muted);
  doc.text(values.organisation.toUpperCase(), x, 220, { width, characterSpacing: 1 });
  doc.moveDown(0.8);
  doc.font(fonts.bold).fontSize(sizes.title).fillColor(colours.accent).text(values.name, { width });
  doc.moveDown(0.3);
  doc.font(fonts.regular).fontSize(sizes.h1).fillColor(colours.text).text('User manual', { width });
  const ruleY = doc.y + 18;
  doc
    .moveTo(x, ruleY)
    .lineTo(x + 120, ruleY)
    .lineWidth(2)
    .strokeColor(colours.accent)
    .stroke();
  doc.font(fonts.regular).fontSize(sizes.body).fillColor(colours.muted);
  doc.text(`Version ${values.version}`, x, ruleY + 16, { width });
}

/** Fills the page set aside for the contents, once the chapters' pages are known. */
export function drawContents(doc: Doc, chapters: Chapter[]) {
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  const numberWidth = 40;
  doc.font(fonts.bold).fontSize(sizes.h1).fillColor(colours.accent);
  doc.text('Contents', x, doc.page.margins.top, { width });
  doc.moveDown(1);
  doc.font(fonts.regular).fontSize(sizes.h3).fillColor(colours.text);
  for (const chapter of chapters) {
    const y = doc.y;
    doc.text(chapter.title, x, y, { width: width - numberWidth, goTo: chapter.destination });
    doc.text(String(chapter.pageNumber), x + width - numberWidth, y, {
      width: numberWidth,
      align: 'right',
    });
    doc.y += 9;
  }
}

/** Page numbers on every page but the title page, drawn once the page count is known. */
export function drawFooters(doc: Doc, values: TitleDetails) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start + 1; index < start + count; index++) {
    doc.switchToPage(index);
    const x = doc.page.margins.left;
    const width = contentWidth(doc);
    const bottomMargin = doc.page.margins.bottom;
    const y = doc.page.height - bottomMargin + 28;
    // Text below the bottom margin would make pdfkit start a new page: lift the margin meanwhile.
    doc.page.margins.bottom = 0;
    doc
      .moveTo(x, y - 8)
      .lineTo(x + width, y - 8)
      .lineWidth(0.5)
      .strokeColor(colours.rule)
      .stroke();
    doc.font(fonts.regular).fontSize(sizes.footer).fillColor(colours.muted);
    doc.text(`${values.name} · User manual`, x, y, { width, lineBreak: false });
    doc.text(`Page ${index + 1} of ${count}`, x, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
}
