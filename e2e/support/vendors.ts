import type { APIRequestContext } from '@playwright/test';
import Database from 'better-sqlite3';
import { addYears, nairobiDay, quartersEndingBetween, shiftDay } from '@portal/shared/calendar';
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
  const chairAccount = await committeeMember(
    request,
    admin.token,
    committee.data.id as number,
    'Chairperson',
  );
  const chair = await logIn(request, chairAccount);
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
    solutionId,
    /** The committee's chairperson, who scores and finalises the partnership's reviews. */
    chair: chairAccount,
  };
}

/**
 * `account`'s partnership as a year of the calendar leaves it: opened by an approved solution,
 * its year moved back to have begun a year ago today (Nairobi), and the review of each of its four
 * quarters opened, as the hourly job opens each on the quarter's last day. Written straight into
 * the database: only the calendar makes a year pass. Answers the partnership's id, its quarters
 * (oldest first) with their reviews' ids, and the decided application with its chairperson.
 */
export async function partnershipOfAYear(
  request: APIRequestContext,
  databaseFile: string,
  account: Credentials,
  name: string,
) {
  const decided = await decidedSolution(request, account, name);
  const vendor = await logIn(request, account);
  const list = await api(request, 'GET', '/vendor-partnerships', { token: vendor.token });
  const id = (list.data as { id: number }[])[0]!.id;
  const startsOn = addYears(nairobiDay(new Date()), -1);
  const endsOn = shiftDay(addYears(startsOn, 1), -1);
  const quarters = quartersEndingBetween(startsOn, endsOn);
  const db = new Database(databaseFile);
  try {
    db.prepare(
      'UPDATE vendor_partnerships SET starts_on = ?, year_starts_on = ?, ends_on = ? WHERE id = ?',
    ).run(startsOn, startsOn, endsOn, id);
    const open = db.prepare(
      'INSERT INTO vendor_reviews (partnership_id, year, quarter) VALUES (?, 1, ?)',
    );
    const reviews = quarters.map((quarter) => ({
      quarter,
      reviewId: Number(open.run(id, quarter).lastInsertRowid),
    }));
    return { ...decided, applicationId: decided.id, id, reviews, startsOn, endsOn };
  } finally {
    db.close();
  }
}
