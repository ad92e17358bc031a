// Signed-in calls (decision record 0032): the session look-up alone, `GET /api/profile` with the
// administrator's bearer token at 10 connections, beside a bare node:http server answering the
// same bytes; and sign-in's refusal, timed for a known and an unknown email.
import { startBaseline } from './baseline.mjs';
import { ENGINES, startPortalOn } from './engines.mjs';
import { measure, signInAdmin, warmUp, xsrf } from './measure.mjs';
import { median } from './report.mjs';
import { baselineRow, portalRow, THROUGHPUT_COLUMNS } from './throughput.mjs';

const MIN_RATIO = { SQLite: 0.3, PostgreSQL: 0.15 };

async function onEngine(report, engine, seconds) {
  const portal = await startPortalOn(engine);
  try {
    const headers = await signInAdmin(portal.url);
    const bytes = await (await fetch(`${portal.url}/api/profile`, { headers })).text();
    const baseline = await startBaseline({
      '/api/profile': { type: 'application/json; charset=utf-8', body: bytes },
    });
    const base = await measure(`${baseline.url}/api/profile`, seconds, { serverPid: baseline.pid });
    baseline.stop();
    await warmUp(`${portal.url}/api/profile`, { headers });
    const profile = await measure(`${portal.url}/api/profile`, seconds, {
      headers,
      serverPid: portal.pid,
    });
    baselineRow(report, `node:http, the same ${bytes.length} bytes (beside ${engine})`, base);
    portalRow(report, `GET /api/profile on ${engine}`, base, profile, {
      minRatio: MIN_RATIO[engine],
    });
  } finally {
    await portal.stop();
  }
}

const LOGINS = 30;

/**
 * Sign-in must take as long for an unknown email as for a known one with a wrong password, or its
 * timing tells an attacker which addresses have accounts. Alternated so both see the same noise;
 * one wrong password per known account, since a sixth would find it waiting (record 0021).
 */
async function loginTiming(report) {
  // Logins come from many made-up addresses, so the per-address limits stay out of the way.
  const portal = await startPortalOn('SQLite', { TRUST_PROXY: 'true', AUTH_RATE_LIMIT: '1000000' });
  try {
    const bearer = await signInAdmin(portal.url);
    let address = 0;
    const timeLogin = async (email) => {
      address += 1;
      const started = performance.now();
      const response = await fetch(`${portal.url}/api/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...xsrf,
          'x-forwarded-for': `10.9.${address >> 8}.${address & 255}`,
        },
        body: JSON.stringify({ email, password: 'wrong-password' }),
      });
      await response.text();
      return performance.now() - started;
    };
    const known = [];
    const unknown = [];
    for (let i = 0; i < LOGINS; i += 1) {
      const email = `known-${i}@example.com`;
      const created = await fetch(`${portal.url}/api/users`, {
        method: 'POST',
        headers: { ...bearer, 'content-type': 'application/json' },
        body: JSON.stringify({
          account_type: 1,
          name: `Known ${i}`,
          email,
          role: 6,
          member_of_a_committee: 'No',
          committees: [],
          password: 'Quiet-Harbour-Lantern-7',
        }),
      });
      if (created.status !== 201) throw new Error(`creating ${email}: ${await created.text()}`);
      known.push(await timeLogin(email));
      unknown.push(await timeLogin(`nobody-${i}@example.com`));
    }
    const share = median(unknown) / median(known);
    report.row(
      [
        `POST /api/login refused, median of ${LOGINS}: unknown email ${median(unknown).toFixed(1)} ms, known ${median(known).toFixed(1)} ms`,
        '',
        '',
        '',
        '',
        '',
        share.toFixed(2),
      ],
      'within 0.80–1.25',
      share >= 0.8 && share <= 1.25,
    );
  } finally {
    await portal.stop();
  }
}

export async function benchSignedIn(report, seconds) {
  report.section(
    'Signed-in calls',
    `The cheapest signed-in call, \`GET /api/profile\` with a bearer token (the session look-up and
the user's own row), 10 connections. The last row is not a speed: sign-in's refusal must take as
long for an unknown email as for a known one (ratio unknown / known).`,
    THROUGHPUT_COLUMNS,
  );
  for (const engine of ENGINES) await onEngine(report, engine, seconds);
  await loginTiming(report);
}
