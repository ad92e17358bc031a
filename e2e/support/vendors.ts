import type { APIRequestContext } from '@playwright/test';
import {
  completeSolution,
  completeVendorFields,
  fullScores,
} from '../../apps/server/test/helpers/vendor-fields';
import { api, logIn, type Credentials } from './accounts';
import { committeeMember, uploadPdf } from './applications';
import { uniqueName } from './back-office';
import { ADMIN } from './fixtures';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A vendor application of `vendor`'s taken through the API from a new call to its decision:
 * started, one solution named `name`, its two documents, submitted, assigned, scored by the
 * chairperson and approved. Answers the application, its call's reference and the solution's code.
 */
export async function decidedSolution(
  request: APIRequestContext,
  account: Credentials,
  name: string,
) {
  const admin = await logIn(request, ADMIN);
  const call = await api(request, 'POST', '/vendor-calls', {
    body: {
      title: uniqueName('Cloud partners'),
      description: 'Software and cloud providers for the data center.',
      categories: ['saas', 'paas'],
      opens_at: new Date(Date.now() - DAY).toISOString(),
      closes_at: new Date(Date.now() + 30 * DAY).toISOString(),
    },
    token: admin.token,
  });
  const committee = await api(request, 'POST', '/committees', {
    body: { name: uniqueName('Vendor committee') },
    token: admin.token,
  });
  const chair = await logIn(
    request,
    await committeeMember(request, admin.token, committee.data.id as number, 'Chairperson'),
  );
  const vendor = await logIn(request, account);
  const started = await api(request, 'POST', '/vendor-applications', {
    body: { call_id: call.data.id, ...completeVendorFields() },
    token: vendor.token,
  });
  const id = started.data.id as number;
  await api(request, 'POST', `/vendor-applications/${id}/solutions`, {
    body: completeSolution({ name, category: 'paas' }),
    token: vendor.token,
  });
  await uploadPdf(
    request,
    vendor.token,
    `/vendor-applications/${id}/documents`,
    'certificate_of_incorporation',
  );
  await uploadPdf(request, vendor.token, `/vendor-applications/${id}/documents`, 'company_profile');
  const submitted = await api(request, 'POST', `/vendor-applications/${id}/submit`, {
    token: vendor.token,
  });
  await api(request, 'POST', `/vendor-applications/${id}/assign`, {
    body: { committee_id: committee.data.id },
    token: admin.token,
  });
  await api(request, 'POST', `/vendor-applications/${id}/scores`, {
    body: { scores: fullScores(), comment: null },
    token: chair.token,
  });
  const solutionId = (submitted.data.solutions as { id: number }[])[0]!.id;
  const decided = await api(request, 'POST', `/vendor-applications/${id}/decide`, {
    body: { decisions: [{ solution_id: solutionId, status: 'approved' }], share_bps: 1000 },
    token: chair.token,
  });
  const [solution] = decided.data.solutions as { code: string }[];
  return {
    id,
    reference: decided.data.reference as string,
    callReference: call.data.reference as string,
    name,
    code: solution!.code,
  };
}
