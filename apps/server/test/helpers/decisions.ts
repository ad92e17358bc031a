import type { Kysely } from 'kysely';
import { Role } from '@portal/shared/constants';
import type { Database } from '@server/db/schema';
import { insertApplication, roleWith, seatedCommittee, signedIn } from './applications';
import type { Portal } from './portal';

let serial = 0;

/** A scorecard of `memberId` on application `id`, for the committee it is assigned to. */
export async function insertScorecard(db: Kysely<Database>, id: number, memberId: number) {
  const { committee_id } = await db
    .selectFrom('applications')
    .select('committee_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('application_scorecards')
    .values({
      application_id: id,
      member_id: memberId,
      committee_id,
      scores: '{}',
      total: 70,
      comment: null,
    })
    .execute();
}

/**
 * The people of the decision: an applicant, a committee with its chairperson and a member, a
 * decider, a land officer (applications.process), a finance officer (payments.record) and an
 * investor who has nothing to do with any of it; each signed in.
 */
export async function decisionCast(portal: Portal) {
  const { db } = portal;
  const person = (name: string, roleId?: number) => signedIn(portal, name, roleId);
  return {
    ...(await seatedCommittee(
      portal,
      `Land committee ${process.pid}-${++serial}`,
      'Cora Chair',
      'Mo Member',
    )),
    // Self-registered and verified, as an applicant usually is: approval makes them an Investor.
    applicant: await person('Ivy Applicant', Role.RegisteredUser),
    stranger: await person('Sam Stranger'),
    decider: await person(
      'Dee Decider',
      await roleWith(db, `Decider ${process.pid}-${serial}`, ['applications.decide']),
    ),
    officer: await person(
      'Lee Land',
      await roleWith(db, `Land officer ${process.pid}-${serial}`, ['applications.process']),
    ),
    finance: await person(
      'Fin Finance',
      await roleWith(db, `Finance ${process.pid}-${serial}`, ['payments.record']),
    ),
  };
}

/** An application under evaluation by the cast's committee, scored by its member. */
export async function evaluatedApplication(
  portal: Portal,
  cast: Awaited<ReturnType<typeof decisionCast>>,
): Promise<number> {
  const id = await insertApplication(portal.db, cast.applicant.id, {
    stage: 'under_evaluation',
    committee_id: cast.committee,
  });
  await insertScorecard(portal.db, id, cast.member.id);
  return id;
}

/** GET `url` as `token`, for answers that are files rather than JSON. */
export const download = (portal: Pick<Portal, 'app'>, url: string, token: string) =>
  portal.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${token}` },
  });
