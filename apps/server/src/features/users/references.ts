import type { Kysely } from 'kysely';
import type { Database } from '@server/db/schema';
import { countryCodeProblem } from '@server/domain/countries';
import { validationFailed, type FieldErrors } from '@server/lib/errors';

type References = {
  account_type: number;
  role: number;
  country_code: string | null;
  committees: { name: number; role: number }[];
};

type ListTable = 'account_types' | 'account_statuses' | 'roles' | 'committees' | 'committee_roles';

async function existingIds(db: Kysely<Database>, table: ListTable, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/** 422 unless every choice of the user form names a listed row; each wrong one on its own field. */
export async function ensureChoicesExist(db: Kysely<Database>, values: References) {
  const [accountTypes, roles, committees, committeeRoles, countryCode] = await Promise.all([
    existingIds(db, 'account_types', [values.account_type]),
    existingIds(db, 'roles', [values.role]),
    existingIds(
      db,
      'committees',
      values.committees.map((line) => line.name),
    ),
    existingIds(
      db,
      'committee_roles',
      values.committees.map((line) => line.role),
    ),
    countryCodeProblem(db, values.country_code),
  ]);
  const errors: FieldErrors = {};
  if (!accountTypes.has(values.account_type)) {
    errors.account_type = ['Choose one of the listed account types.'];
  }
  if (!roles.has(values.role)) errors.role = ['Choose one of the listed roles.'];
  if (countryCode) errors.country_code = countryCode;
  values.committees.forEach((line, index) => {
    if (!committees.has(line.name)) {
      errors[`committees.${index}.name`] = ['Choose one of the listed committees.'];
    }
    if (!committeeRoles.has(line.role)) {
      errors[`committees.${index}.role`] = ['Choose one of the listed committee roles.'];
    }
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/** 422 unless `status` is a listed account status. */
export async function ensureStatusListed(db: Kysely<Database>, status: number) {
  if (!(await existingIds(db, 'account_statuses', [status])).has(status)) {
    throw validationFailed({ status: ['Choose one of the listed account statuses.'] });
  }
}
