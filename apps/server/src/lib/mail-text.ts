import { site } from '@portal/shared/site';
import type { Mail } from './mailer';

/** Who wrote, and where to ask for help: the site's own details (packages/shared/src/site.ts). */
export const MAIL_SIGNATURE = ['', site.organisation, `Help line: ${site.phone.label}`];

/** A plain-text mail of the portal, its subject naming the site; its lines end with the signature. */
export const portalMail = (to: string, subject: string, lines: string[]): Mail => ({
  to,
  subject: `${subject} | ${site.name}`,
  text: lines.join('\n'),
});
