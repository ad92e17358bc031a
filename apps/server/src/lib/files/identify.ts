import { applicationMessages } from '@portal/shared/application-messages';
import type { DocumentType } from '@portal/shared/application-documents';
import { jpeg } from '../images/jpeg';
import { png } from '../images/png';
import { inspectPdf, looksLikePdf } from './pdf';

export type Identified =
  { type: DocumentType; refusal?: never } | { type?: never; refusal: string };

/**
 * What a document's bytes are, whatever its name or the header it came with: a whole PDF, PNG or
 * JPEG, with nothing before its signature or after its end (decision record 0031), and a PDF that
 * parses and carries no script or attached file (decision record 0038). Anything else is refused,
 * with the message its field shows.
 */
export async function identifyDocument(bytes: Buffer): Promise<Identified> {
  if (looksLikePdf(bytes)) {
    const verdict = await inspectPdf(bytes);
    if (verdict === 'inert') return { type: 'application/pdf' };
    return {
      refusal: verdict === 'active' ? applicationMessages.activePdf : applicationMessages.fileType,
    };
  }
  if (png.isWellFormed(bytes)) return { type: 'image/png' };
  if (jpeg.isWellFormed(bytes)) return { type: 'image/jpeg' };
  return { refusal: applicationMessages.fileType };
}
