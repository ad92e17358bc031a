import type { FastifyRequest } from 'fastify';
import { applicationMessages } from '@portal/shared/application-messages';
import { MAX_DOCUMENT_BYTES } from '@portal/shared/application-documents';
import { badRequest, validationFailed } from '@server/lib/errors';

export type Upload = { fields: Record<string, string>; file: { name: string; bytes: Buffer } };

/** More parts than a kind and a file: a form no screen of the portal sends. */
const LIMITS = { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 2, parts: 3 };
const TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';
const OVER_A_LIMIT = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

const UNREADABLE = 'The upload was cut short or is malformed: send the file again.';

const refusedFile = (message: string) => validationFailed({ file: [message] });

/**
 * The form of a document upload: its text fields and exactly one file, read into memory up to
 * the size limit (decision record 0031). A larger file, a second file or no file is a 422 on
 * `file`, shown on the form's field rather than as a bare 413; a body that ends early is a 400.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw refusedFile(applicationMessages.notSubmittedFile);
  const fields: Record<string, string> = {};
  let file: Upload['file'] | undefined;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        file = { name: part.filename, bytes: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === TOO_LARGE) throw refusedFile(applicationMessages.fileTooLarge);
    if (typeof code === 'string' && OVER_A_LIMIT.has(code)) {
      throw refusedFile(applicationMessages.notSubmittedFile);
    }
    // Anything else is the body itself: cut short ("Unexpected end of form") or malformed.
    request.log.info({ err: error }, 'unreadable upload');
    throw badRequest(UNREADABLE);
  }
  if (!file) throw refusedFile(applicationMessages.notSubmittedFile);
  return { fields, file };
}
