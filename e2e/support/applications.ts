import { completeDraftFields } from '../../apps/server/test/helpers/application-fields';
import type { APIRequestContext } from '@playwright/test';
import type { Application } from '@portal/shared/application-detail';
import type { DocumentKind } from '@portal/shared/application-documents';
import { CommitteeRole, Role } from '@portal/shared/constants';
import { api, uniqueEmail } from './accounts';
import { uniqueName } from './back-office';

const COMPANY = 2;

/** The smallest file every PDF reader opens: a header, one empty page and the end marker. */
export function tinyPdf(title: string) {
  return Buffer.from(
    [
      '%PDF-1.4',
      `% ${title}`,
      '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
      '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
      '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj',
      'trailer <</Root 1 0 R>>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );
}

/**
 * Uploads a PDF of `kind` to an application's `documents` path ('/applications/12/documents') as
 * the web app does (multipart, XSRF echoed).
 */
export async function uploadPdf(
  request: APIRequestContext,
  token: string,
  documents: string,
  kind: string,
) {
  const state = await request.storageState();
  const xsrf = state.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await request.post(`/api${documents}`, {
    headers: { 'x-xsrf-token': xsrf, authorization: `Bearer ${token}` },
    multipart: {
      kind,
      file: { name: `${kind}.pdf`, mimeType: 'application/pdf', buffer: tinyPdf(kind) },
    },
  });
  if (!response.ok()) throw new Error(`upload: ${response.status()} ${await response.text()}`);
}

/**
 * An application made through the API and left at `upTo`: a complete `draft` with its two
 * documents, or `submitted` with the fee invoiced.
 */
export async function applicationByApi(
  request: APIRequestContext,
  token: string,
  { upTo, fields = {} }: { upTo: 'draft' | 'submitted'; fields?: Record<string, unknown> },
): Promise<Application> {
  const draft = (
    await api(request, 'POST', '/applications', { body: completeDraftFields(fields), token })
  ).data as Application;
  const documents: DocumentKind[] = ['business_plan', 'certificate_of_incorporation'];
  for (const kind of documents)
    await uploadPdf(request, token, `/applications/${draft.id}/documents`, kind);
  if (upTo === 'draft') return draft;
  return (await api(request, 'POST', `/applications/${draft.id}/submit`, { token }))
    .data as Application;
}

/**
 * Pays the fee of a submitted application in full (evaluation starts), then assigns it to
 * `committeeId`: what a committee member's To evaluate list needs.
 */
export async function evaluationByApi(
  request: APIRequestContext,
  application: Application,
  tokens: { finance: string; assigner: string },
  committeeId: number,
) {
  const fee = application.invoices[0]!;
  await api(request, 'POST', `/invoices/${fee.id}/payments`, {
    body: {
      amount: fee.balance,
      method: 'bank_transfer',
      reference: `FEE-${application.reference}`,
      paid_on: new Date().toISOString().slice(0, 10),
    },
    token: tokens.finance,
  });
  await api(request, 'POST', `/applications/${application.id}/assign`, {
    body: { committee_id: committeeId },
    token: tokens.assigner,
  });
}

/** A committee member made by the administrator, seated on `committeeId` as `seat`. */
export async function committeeMember(
  request: APIRequestContext,
  adminToken: string,
  committeeId: number,
  seat: keyof typeof CommitteeRole,
) {
  const account = { email: uniqueEmail('member'), password: 'e2e-pass-123' };
  await api(request, 'POST', '/users', {
    body: {
      account_type: COMPANY,
      name: uniqueName(seat),
      email: account.email,
      role: Role.CommitteeMember,
      member_of_a_committee: 'Yes',
      committees: [{ name: committeeId, role: CommitteeRole[seat] }],
      password: account.password,
    },
    token: adminToken,
  });
  return account;
}
