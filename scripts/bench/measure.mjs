// What every part of `npm run bench` measures with: wrk (bench/wrk.mjs), the seeded
// administrator's bearer headers, and the check that a baseline measured the server rather than
// the load generator.
import { ADMIN } from '../support/portal-process.mjs';

export { measure, warmUp } from './wrk.mjs';

/** The XSRF pair every state-changing call needs: the cookie and its header agree. */
export const xsrf = { cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' };

/** Signs the seeded administrator in; answers the headers of a signed-in call. */
export async function signInAdmin(portalUrl) {
  const response = await fetch(`${portalUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...xsrf },
    body: JSON.stringify(ADMIN),
  });
  const { data } = await response.json();
  return { authorization: `Bearer ${data.token}`, ...xsrf };
}

/**
 * Past this share of its one core, wrk may be what limits a run: a baseline measured so is the
 * generator's ceiling, and no ratio is given against it (decision record 0032).
 */
export const GENERATOR_BOUND_CPU = 0.85;

/** The generator's ceiling, from a baseline run: requests a second at a whole core. */
export const generatorCeiling = (base) => base.rps / base.generatorCpu;

/** `ours / base` rounded, or undefined when the baseline was bound by the generator. */
export function ratioTo(base, ours) {
  if (!(base.generatorCpu < GENERATOR_BOUND_CPU)) return undefined;
  return ours.rps / base.rps;
}
