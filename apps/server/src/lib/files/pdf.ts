import {
  ParseSpeeds,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFStream,
  PDFString,
  type PDFObject,
} from '@cantoo/pdf-lib';

const HEADER = /^%PDF-[12]\.\d/;
const TRAILER = Buffer.from('%%EOF', 'latin1');
const CR = 0x0d;
const LF = 0x0a;

/**
 * A PDF begins with its version header ('%PDF-1.x' or '%PDF-2.x') as the very first bytes and
 * ends with '%%EOF', followed by nothing but an optional line end. A page of HTML or a script
 * named .pdf fails the first; a file smuggled after the trailer fails the second.
 */
export function looksLikePdf(bytes: Buffer): boolean {
  if (!HEADER.test(bytes.toString('latin1', 0, 8))) return false;
  let end = bytes.length;
  while (end > 0 && (bytes[end - 1] === LF || bytes[end - 1] === CR)) end--;
  // At most one CR LF (or a lone CR or LF) after the trailer.
  const lineEnd = bytes.length - end;
  if (lineEnd > 2 || (lineEnd === 2 && (bytes[end] !== CR || bytes[end + 1] !== LF))) return false;
  return bytes.subarray(end - TRAILER.length, end).equals(TRAILER);
}

/**
 * Names that make a PDF act rather than show: scripts, launching programs, files carried inside
 * it, XFA forms (which run script), rich media, and actions that fetch or send data.
 */
const ACTIVE_NAMES = new Set([
  'JS',
  'JavaScript',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'FileAttachment',
  'GoToE',
  'XFA',
  'RichMedia',
  'RichMediaExecute',
  'ImportData',
  'SubmitForm',
]);
/** Markup a browser would run if it ever took the file for a page, wherever it sits in the bytes. */
const MARKUP = /<(?:html|script|iframe)\b|<!doctype\s+html/i;
const SCRIPT_URI = /^\s*(?:javascript|vbscript|data):/i;

const text = (value: PDFObject) =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : '';

/** Whether `object` or anything directly inside it names active content. */
function isActive(object: PDFObject): boolean {
  if (object instanceof PDFName) return ACTIVE_NAMES.has(object.decodeText());
  if (object instanceof PDFArray) return object.asArray().some(isActive);
  if (object instanceof PDFStream) return isActive(object.dict);
  if (!(object instanceof PDFDict)) return false;
  for (const [key, value] of object.entries()) {
    if (ACTIVE_NAMES.has(key.decodeText()) || isActive(value)) return true;
    if (key.decodeText() === 'URI' && SCRIPT_URI.test(text(value))) return true;
  }
  return false;
}

export type PdfVerdict = 'inert' | 'active' | 'unreadable';

/**
 * Reads the PDF's structure with pdf-lib (decision record 0038): a file it cannot parse into a
 * catalog of pages is unreadable; one with HTML in its bytes, or with any object, compressed
 * object streams included, that names a script, a launch, an attached file or the like, is active.
 * A PDF whose owner password only restricts printing is read; one that needs a password to open
 * is unreadable, since nobody at the authority could open it either.
 */
export async function inspectPdf(bytes: Buffer): Promise<PdfVerdict> {
  if (MARKUP.test(bytes.toString('latin1'))) return 'active';
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, {
      password: '',
      updateMetadata: false,
      throwOnInvalidObject: false,
      parseSpeed: ParseSpeeds.Fast,
    });
    document.getPageCount();
  } catch {
    return 'unreadable';
  }
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (isActive(object)) return 'active';
  }
  return 'inert';
}
