import { describe, expect, it } from 'vitest';
import { CODE_CHECK_LIMIT } from '@server/domain/applications/letters/codes';
import { testEngine } from '@server-test/helpers/database';
import { uniqueIp } from '@server-test/helpers/portal';
import {
  assignedVendorApplication,
  completeSolution,
  fullScores,
  openCall,
  readyVendorDraft,
  vendorBackOffice,
  vendorCast,
} from '@server-test/helpers/vendors';

const portal = await vendorBackOffice();
const { call, db, clock, app, cast } = portal;
const callId = await openCall(db, clock.now(), { categories: ['saas', 'iaas', 'paas'] });

// The register's cast: one decided application of two solutions, one under evaluation, one
// withdrawn before its decision and a draft. Only the first's solutions are in the register.
const decided = await assignedVendorApplication(portal, cast, callId, [
  completeSolution({ name: 'Aurora Analytics', category: 'paas' }),
  completeSolution({ name: 'Borealis Mail', category: 'saas' }),
]);
await call('POST', `/vendor-applications/${decided.id}/scores`, {
  token: cast.member.token,
  body: { scores: fullScores(), comment: null },
});
const decision = await call('POST', `/vendor-applications/${decided.id}/decide`, {
  token: cast.chair.token,
  body: {
    decisions: [
      {
        solution_id: decided.solutionIds[0],
        status: 'approved_with_conditions',
        conditions: [{ text: 'Annual penetration test.', due_on: '2027-09-30' }],
      },
      { solution_id: decided.solutionIds[1], status: 'not_approved' },
    ],
    share_bps: 1000,
  },
});
const [aurora, borealis] = decision.answer.data.solutions as { code: string; name: string }[];
const other = await vendorCast(portal);
await assignedVendorApplication(portal, other, callId, [
  completeSolution({ name: 'Cirrus Pending' }),
]);
const third = await vendorCast(portal);
const withdrawn = await assignedVendorApplication(portal, third, callId, [
  completeSolution({ name: 'Dropped Early' }),
]);
await call('POST', `/vendor-applications/${withdrawn.id}/withdraw`, {
  token: third.vendor.token,
  body: { reason: 'Not ready.' },
});
await readyVendorDraft(portal, (await vendorCast(portal)).vendor.token, callId, [
  completeSolution({ name: 'Still Drafting' }),
]);

const register = (query = '', ip = uniqueIp()) =>
  app.inject({ method: 'GET', url: `/api/public/cloud-solutions${query}`, remoteAddress: ip });

describe(`the public register of cloud solutions on ${testEngine}`, () => {
  it('shows exactly the decided solutions, nothing personal, to anyone', async () => {
    const answer = (await register('?per_page=100')).json();
    const names = answer.data.map((entry: { solution: string }) => entry.solution);
    expect(names).toEqual(expect.arrayContaining(['Aurora Analytics', 'Borealis Mail']));
    for (const absent of ['Cirrus Pending', 'Dropped Early', 'Still Drafting'])
      expect(names).not.toContain(absent);
    const entry = answer.data.find(
      (found: { solution: string }) => found.solution === 'Aurora Analytics',
    );
    expect(entry).toEqual({
      code: aurora!.code,
      vendor: 'Nimbus Cloud Africa Ltd',
      solution: 'Aurora Analytics',
      category: 'paas',
      data_location_country: 'KE',
      data_location_facility: 'technology_city_data_centre',
      certifications: [{ name: 'ISO 27001', other: null, expires_on: '2028-06-30' }],
      status: 'approved_with_conditions',
      conditions: [{ text: 'Annual penetration test.', due_on: '2027-09-30' }],
      decided_on: '2026-11-21',
    });
    const body = JSON.stringify(answer);
    for (const personal of ['wanjiru', 'Wanjiru', '1980-04-12', 'Otieno', '712345678'])
      expect(body).not.toContain(personal);
  });

  it('filters by status and category and searches by vendor, solution or code', async () => {
    const byStatus = (await register('?status=not_approved&per_page=100')).json();
    expect(byStatus.data.map((entry: { solution: string }) => entry.solution)).toContain(
      'Borealis Mail',
    );
    expect(
      byStatus.data.every((entry: { status: string }) => entry.status === 'not_approved'),
    ).toBe(true);
    const byCategory = (await register('?category=paas&per_page=100')).json();
    expect(byCategory.data.every((entry: { category: string }) => entry.category === 'paas')).toBe(
      true,
    );
    const searched = (await register(`?search_term=${encodeURIComponent('aurora analy')}`)).json();
    expect(searched.data.map((entry: { code: string }) => entry.code)).toEqual([aurora!.code]);
    const byCode = (await register(`?search_term=${borealis!.code}`)).json();
    expect(byCode.data.map((entry: { solution: string }) => entry.solution)).toEqual([
      'Borealis Mail',
    ]);
    const bad = await register('?status=pending');
    expect(bad.statusCode).toBe(422);
  });

  it('verifies a printed code, any case and without dashes, with its history', async () => {
    const typed = aurora!.code.toLowerCase().replaceAll('-', '');
    const checked = await call('GET', `/public/cloud-solutions/${typed}`);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.answer.data).toMatchObject({
      code: aurora!.code,
      status: 'approved_with_conditions',
      history: [
        { from_status: null, to_status: 'in_process' },
        { from_status: 'in_process', to_status: 'approved_with_conditions' },
      ],
    });
    for (const unknown of ['AAAA-BBBB-CCCC-DDDD', 'not-a-code']) {
      const missing = await call('GET', `/public/cloud-solutions/${unknown}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.answer.message).toBe('Not found');
    }
  });

  it('feeds the last changes of status, newest first, without the submissions', async () => {
    const feed = await call('GET', '/public/cloud-solutions/changes');
    expect(feed.statusCode).toBe(200);
    const changes: { solution: string; to_status: string }[] = feed.answer.data;
    expect(changes.map((change) => change.to_status)).not.toContain('in_process');
    expect(changes.map((change) => change.solution)).toEqual(
      expect.arrayContaining(['Aurora Analytics', 'Borealis Mail']),
    );
    expect(changes.map((change) => change.solution)).not.toContain('Dropped Early');
  });

  it('limits code checks per address, letters and solutions together', async () => {
    const ip = uniqueIp();
    const check = (url: string) => app.inject({ method: 'GET', url, remoteAddress: ip });
    for (let hit = 1; hit < CODE_CHECK_LIMIT.max; hit++)
      expect((await check('/api/public/letters/AAAA-BBBB-CCCC-DDDD')).statusCode).toBe(404);
    expect((await check(`/api/public/cloud-solutions/${aurora!.code}`)).statusCode).toBe(200);
    expect((await check(`/api/public/cloud-solutions/${aurora!.code}`)).statusCode).toBe(429);
  });
});
