import type { LandLetterKind } from '@portal/shared/letters';
import type { LetterWriter } from '@server/domain/applications/letters/issue';
import { formatMoney } from '@portal/shared/money';
import { site } from '@portal/shared/site';
import type { PdfBlock } from '@server/lib/pdf/document';
import type { ApplicationRecord } from '@server/domain/applications/access';

/** The offered parcel, when the letter names one. */
export type LetterParcel = { number: string; acre: string } | null;

const money = (application: ApplicationRecord, amount: number | null) =>
  amount === null ? '' : formatMoney({ amount, currency: application.offer_currency ?? 'KES' });

function addressee(application: ApplicationRecord, issuedOn: string): PdfBlock[] {
  return [
    {
      table: [
        ['Reference', application.reference],
        ['Date', issuedOn],
        ['To', application.organisation_name ?? ''],
        ['Attention', application.contact_person ?? ''],
        ['Project', application.project_title ?? ''],
      ],
    },
  ];
}

function body(
  kind: LandLetterKind,
  application: ApplicationRecord,
  parcel: LetterParcel,
): PdfBlock[] {
  const project = application.project_title ?? 'your project';
  switch (kind) {
    case 'notification':
      return [
        {
          paragraph: `We are pleased to notify you that, after evaluation by the authority's committee, your expression of interest for ${project}${application.acres ? ` on ${application.acres} acres` : ''} has been approved.`,
        },
        {
          paragraph:
            'The next step is the Letter of Intent: accept it in the portal, naming who signs for your organisation, and the authority will then make you an offer of a parcel.',
        },
      ];
    case 'intent':
      return [
        {
          paragraph: `${application.organisation_name ?? 'The applicant'} confirms its intent to develop ${project} in the city and to take up an offer of land on the authority's terms.`,
        },
        {
          table: [
            ['Signatory', application.signatory_name ?? ''],
            ['Title', application.signatory_title ?? ''],
          ],
        },
      ];
    case 'offer':
      return [
        {
          paragraph: `The authority offers ${application.organisation_name ?? 'the applicant'} a lease of the parcel below for ${project}, on the terms below. The stand premium is invoiced separately; pay it in full to proceed to the registration of the lease.`,
        },
        {
          table: [
            ['Parcel', parcel?.number ?? ''],
            ['Acres', parcel?.acre ?? ''],
            ['Term', `${application.term_years ?? ''} years`],
            ['Stand premium', money(application, application.stand_premium)],
            ['Annual ground rent', money(application, application.annual_ground_rent)],
          ],
        },
      ];
  }
}

/**
 * The writer of a land letter of `kind`: what it says, from the application as it stands when it
 * is issued, and the parcel offered when there is one.
 */
export const landLetter =
  (kind: LandLetterKind): LetterWriter =>
  async (trx, application, issuedOn) => {
    const parcel =
      application.offer_parcel_id === null
        ? null
        : await trx
            .selectFrom('parcels')
            .select(['number', 'acre'])
            .where('id', '=', application.offer_parcel_id)
            .executeTakeFirstOrThrow();
    // The title is the document's own, printed once above the addressee.
    return [
      ...addressee(application, issuedOn),
      ...body(kind, application, parcel),
      { signature: { ...site.signatory, organisation: site.organisation } },
    ];
  };
