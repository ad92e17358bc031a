import type { MarkedToken, Token, Tokens } from 'marked';
import { inlineRuns, plainText, type Run } from './inline-runs';
import { colours, fonts, lineGap, sizes } from './pdf-style';

/** A numbered chapter (level-1 heading), for the contents page. */
export type Chapter = { title: string; destination: string; pageNumber: number };

type Doc = PDFKit.PDFDocument;
type Layout = {
  doc: Doc;
  chapters: Chapter[];
  /** The numbers of the current chapter and section. */
  numbers: number[];
  /** The bookmark of the current chapter, which holds its sections' bookmarks. */
  chapterBookmark: PDFKit.PDFOutline;
};

const BULLET_WIDTH = 16;
const PARAGRAPH_GAP = 7;
const CELL_PADDING = 5;

const left = (doc: Doc) => doc.page.margins.left;
const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const pageNumber = (doc: Doc) => doc.bufferedPageRange().count;

/** Starts a new page unless `height` points still fit on this one. */
function keepTogether(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function drawRuns(doc: Doc, runs: Run[], x: number, y: number, width: number) {
  const visible = runs.filter((run) => run.text !== '');
  doc.fontSize(sizes.body).fillColor(colours.text);
  visible.forEach((run, index) => {
    const options = { width, lineGap, continued: index < visible.length - 1 };
    doc.font(run.font);
    if (index === 0) doc.text(run.text, x, y, options);
    else doc.text(run.text, options);
  });
}

function drawHeading(layout: Layout, token: Tokens.Heading) {
  const { doc, numbers } = layout;
  const title = plainText(token.tokens);
  const level = token.depth;
  // Chapters and sections are numbered here, so inserting one in the Markdown renumbers the rest.
  let label = '';
  if (level <= 2) {
    numbers.length = level;
    numbers[level - 1] = (numbers[level - 1] ?? 0) + 1;
    if (level === 2 && numbers[0] === undefined) {
      throw new Error(`The user manual has the section "${title}" before any chapter`);
    }
    label = `${numbers.join('.')}  `;
  }
  const size = level === 1 ? sizes.h1 : level === 2 ? sizes.h2 : sizes.h3;
  // A heading never sits alone at the foot of a page, nor a chapter heading above its first
  // section heading.
  keepTogether(doc, size * 2 + (level === 1 ? sizes.h2 * 3 : 0) + sizes.body * 4);
  if (doc.y > doc.page.margins.top) doc.y += level === 1 ? size * 1.4 : size * 0.9;
  const destination = `section-${numbers.join('-')}`;
  doc
    .font(fonts.bold)
    .fontSize(size)
    .fillColor(level === 3 ? colours.text : colours.accent)
    .text(label + title, left(doc), doc.y, {
      width: contentWidth(doc),
      ...(level <= 2 && { destination }),
    });
  if (level === 1) {
    const ruleY = doc.y + 3;
    doc.moveTo(left(doc), ruleY).lineTo(left(doc) + contentWidth(doc), ruleY);
    doc.lineWidth(0.75).strokeColor(colours.rule).stroke();
    doc.y = ruleY + 4;
    layout.chapters.push({ title: label + title, destination, pageNumber: pageNumber(doc) });
    layout.chapterBookmark = doc.outline.addItem(label + title);
  } else if (level === 2) {
    layout.chapterBookmark.addItem(label + title);
  }
  doc.y += level === 1 ? 8 : 4;
}

function drawList(doc: Doc, list: Tokens.List, indent: number) {
  const start = typeof list.start === 'number' ? list.start : 1;
  list.items.forEach((item, index) => {
    const x = left(doc) + indent;
    keepTogether(doc, sizes.body + lineGap);
    const y = doc.y;
    doc.font(fonts.regular).fontSize(sizes.body).fillColor(colours.text);
    doc.text(list.ordered ? `${start + index}.` : '\u2022', x, y, { lineBreak: false });
    doc.y = y;
    drawListItem(doc, item, indent + BULLET_WIDTH);
    doc.y += 3;
  });
}

function drawListItem(doc: Doc, item: Tokens.ListItem, indent: number) {
  for (const child of item.tokens as MarkedToken[]) {
    if (child.type === 'list') drawList(doc, child, indent);
    else if (child.type === 'text' || child.type === 'paragraph') {
      drawRuns(
        doc,
        inlineRuns(child.tokens ?? []),
        left(doc) + indent,
        doc.y,
        contentWidth(doc) - indent,
      );
    } else if (child.type !== 'space') {
      throw new Error(`The user manual has a ${child.type} inside a list item: "${child.raw}"`);
    }
  }
}

/** Column widths from the text each column holds; the widest takes what the others leave. */
function columnWidths(doc: Doc, rows: string[][], available: number): number[] {
  const natural = (rows[0] ?? []).map(
    (_, column) =>
      Math.max(...rows.map((row) => doc.widthOfString(row[column] ?? ''))) + 2 * CELL_PADDING,
  );
  const widest = natural.indexOf(Math.max(...natural));
  const others = natural.reduce((sum, width, column) => (column === widest ? sum : sum + width), 0);
  natural[widest] = available - others;
  return natural;
}

/** Height of the table when each row is as tall as its tallest cell. */
function tableHeight(doc: Doc, rows: string[][], widths: number[]): number {
  return rows.reduce(
    (total, row) =>
      total +
      2 * CELL_PADDING +
      Math.max(
        ...row.map((text, column) =>
          doc.heightOfString(text, { width: (widths[column] ?? 0) - 2 * CELL_PADDING }),
        ),
      ),
    0,
  );
}

function drawTable(doc: Doc, table: Tokens.Table) {
  const header = table.header.map((cell) => plainText(cell.tokens));
  const rows = table.rows.map((row) => row.map((cell) => plainText(cell.tokens)));
  doc.font(fonts.bold).fontSize(sizes.body);
  const widths = columnWidths(doc, [header, ...rows], contentWidth(doc));
  // A table short enough for one page is not split over two.
  const height = tableHeight(doc, [header, ...rows], widths);
  if (height < doc.page.height - doc.page.margins.top - doc.page.margins.bottom) {
    keepTogether(doc, height);
  }
  doc.font(fonts.regular).fillColor(colours.text);
  doc.table({
    position: { x: left(doc), y: doc.y },
    columnStyles: widths.map((width, column) => ({
      width,
      align: { x: table.align[column] ?? 'left', y: 'center' },
    })),
    defaultStyle: { padding: CELL_PADDING, border: 0.5, borderColor: colours.rule },
    rowStyles: (row) => (row === 0 ? { backgroundColor: colours.shade } : undefined),
    data: [
      header.map((text) => ({ text, type: 'TH' as const, font: { src: fonts.bold } })),
      ...rows,
    ],
  });
  doc.x = left(doc);
}

function drawCode(doc: Doc, code: Tokens.Code) {
  const padding = 8;
  const width = contentWidth(doc);
  doc.font(fonts.code).fontSize(sizes.code);
  const height = doc.heightOfString(code.text, { width: width - 2 * padding }) + 2 * padding;
  keepTogether(doc, height);
  const y = doc.y;
  doc.rect(left(doc), y, width, height).fill(colours.shade);
  doc.fillColor(colours.text).text(code.text, left(doc) + padding, y + padding, {
    width: width - 2 * padding,
  });
  doc.y = y + height;
}

/** Lays out the manual's Markdown from the current page on; returns its chapters. */
export function drawBlocks(doc: Doc, tokens: Token[]): Chapter[] {
  const layout: Layout = { doc, chapters: [], numbers: [], chapterBookmark: doc.outline };
  // Only marked's own token types occur: the lexer runs without extensions.
  for (const token of tokens as MarkedToken[]) {
    switch (token.type) {
      case 'heading':
        drawHeading(layout, token);
        break;
      case 'paragraph':
        drawRuns(doc, inlineRuns(token.tokens), left(doc), doc.y, contentWidth(doc));
        doc.y += PARAGRAPH_GAP;
        break;
      case 'list':
        drawList(doc, token, 0);
        doc.y += PARAGRAPH_GAP - 3;
        break;
      case 'table':
        drawTable(doc, token);
        doc.y += PARAGRAPH_GAP * 2;
        break;
      case 'code':
        drawCode(doc, token);
        doc.y += PARAGRAPH_GAP;
        break;
      case 'space':
        break;
      case 'html':
        // Comments carry notes for whoever edits the Markdown; other HTML has no PDF form.
        if (token.text.trim().startsWith('<!--')) break;
        throw new Error(
          `The user manual has HTML the PDF renderer does not lay out: "${token.raw}"`,
        );
      default:
        throw new Error(
          `The user manual uses Markdown the PDF renderer does not lay out: ${token.type} in "${token.raw}"`,
        );
    }
  }
  return layout.chapters;
}
