import type { FastifyReply } from 'fastify';

/**
 * Sends a PDF as a download that is never rendered as a page, sniffed as another type or kept
 * by a shared cache: letters and invoices name a person's business.
 */
export const sendPdf = (reply: FastifyReply, fileName: string, pdf: Buffer) =>
  reply
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .type('application/pdf')
    .send(pdf);
