import { z } from 'zod';
import { envelopeSchema } from './envelope';

/**
 * What a role may grant (decision record 0029). The keys are a contract: roles store them, the
 * server checks them on every call, outside clients read them from `GET /permissions`. A new key
 * is added here, never renamed.
 */
export const PERMISSIONS = [
  { key: 'users.view', group: 'Users', description: 'See the users list and any user’s details' },
  {
    key: 'users.manage',
    group: 'Users',
    description: 'Create, edit and delete users, and choose their role',
  },
  { key: 'users.status', group: 'Users', description: 'Block and unblock accounts' },
  {
    key: 'roles.manage',
    group: 'Roles',
    description: 'Create, rename and delete roles, and choose what each may do',
  },
  {
    key: 'services.manage',
    group: 'Services',
    description: 'Add, edit and delete the services in the catalogue, and their sign-on secrets',
  },
  {
    key: 'committees.manage',
    group: 'Committees',
    description: 'Create, edit and delete committees and see every one',
  },
  {
    key: 'parcels.manage',
    group: 'Parcels',
    description: 'Keep the parcel register and its allocations',
  },
  {
    key: 'applications.view_all',
    group: 'Applications',
    description: 'See every land application, its documents, scores and letters',
  },
  {
    key: 'applications.assign',
    group: 'Applications',
    description: 'Assign land applications to an evaluation committee',
  },
  {
    key: 'applications.decide',
    group: 'Applications',
    description: 'Approve or reject evaluated applications, or ask the applicant for corrections',
  },
  {
    key: 'applications.process',
    group: 'Applications',
    description: 'Issue letters of offer, register leases and hand sites over',
  },
  {
    key: 'vendors.manage',
    group: 'Vendors',
    description: 'Open, edit and close calls for expressions of interest from vendors',
  },
  {
    key: 'vendors.view_all',
    group: 'Vendors',
    description: 'See every vendor application, its documents, scores and letters',
  },
  {
    key: 'vendors.assign',
    group: 'Vendors',
    description: 'Assign vendor applications to an evaluation committee',
  },
  {
    key: 'vendors.decide',
    group: 'Vendors',
    description:
      'Decide each solution of an evaluated vendor application, or ask for clarification',
  },
  {
    key: 'payments.record',
    group: 'Payments',
    description: 'See every invoice and record the payments received against them',
  },
  {
    key: 'utilities.view_all',
    group: 'Utilities',
    description: 'See every water and electricity connection, its readings, bills and statement',
  },
  {
    key: 'utilities.manage',
    group: 'Utilities',
    description:
      'Open and close connections, fit meters, record and import readings, review flagged ones and keep the tariffs',
  },
  {
    key: 'utilities.bill',
    group: 'Utilities',
    description:
      'Run and issue the monthly bills, and raise or approve credit notes (never one’s own)',
  },
  {
    key: 'api_keys.view_all',
    group: 'API keys',
    description: 'See, edit and delete every user’s API keys, not only one’s own',
  },
  {
    key: 'dashboard.insights',
    group: 'Dashboard',
    description: 'See the totals, recent sign-ups and keys on the dashboard',
  },
  {
    key: 'audit.view',
    group: 'Oversight',
    description: 'Read and download the audit trail of administrative acts',
  },
  {
    key: 'mail.view',
    group: 'Oversight',
    description: 'See the mail the portal could not deliver yet, and send it again',
  },
] as const;

export type Permission = (typeof PERMISSIONS)[number]['key'];

export const PERMISSION_KEYS = PERMISSIONS.map((permission) => permission.key) as Permission[];

const known = new Set<string>(PERMISSION_KEYS);
export const isPermission = (key: string): key is Permission => known.has(key);

/** One permission key as a payload sends it: an unknown key is refused with its own message. */
export const PermissionKeySchema = z
  .string()
  .refine(isPermission, { error: (issue) => `Unknown permission "${String(issue.input)}".` })
  .transform((key) => key as Permission);

/** A role's permissions in a payload: each key once, whatever order. */
export const PermissionListSchema = z
  .array(PermissionKeySchema, { error: 'Permissions must be a list of permission keys.' })
  .max(PERMISSIONS.length * 2)
  .transform((keys) => [...new Set(keys)].sort());

export const PermissionSchema = z.object({
  key: z.string(),
  description: z.string(),
  group: z.string(),
});
export type PermissionEntry = z.infer<typeof PermissionSchema>;

/** GET /permissions. */
export const PermissionCatalogueAnswerSchema = envelopeSchema(z.array(PermissionSchema));
