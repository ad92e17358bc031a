import { inflateSync } from 'node:zlib';

/**
 * The lines of text a pdfkit PDF shows, in drawing order: each text operation's hex strings
 * (pdfkit writes standard-font text as `[<48656c6c6f> 30 <21>] TJ`), from every compressed stream.
 */
export function pdfLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const content of pdfStreams(pdf)) {
    for (const operation of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const pieces = [...operation[1]!.matchAll(/<([0-9a-fA-F]*)>/g)];
      lines.push(pieces.map((piece) => Buffer.from(piece[1]!, 'hex').toString('latin1')).join(''));
    }
  }
  return lines;
}

/** Every compressed stream of the PDF, inflated: its drawing operations and more. */
function pdfStreams(pdf: Buffer): string[] {
  const streams: string[] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not deflated (an image's or font's raw bytes): no text of ours in it.
    }
  }
  return streams;
}

/** The PDF's drawing operations, all streams one after another. */
export const pdfContent = (pdf: Buffer): string => pdfStreams(pdf).join('\n');
