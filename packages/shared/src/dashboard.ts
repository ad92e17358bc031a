import { z } from 'zod';
import { defineCall } from './call';
import { envelopeSchema } from './envelope';
import { ServiceSchema } from './services';

/**
 * A service as the dashboard lists it (docs/product.md, "The dashboard"), with what Get service
 * needs.
 */
export const DashboardServiceSchema = ServiceSchema.pick({
  id: true,
  logo_url: true,
  name: true,
  description: true,
  link: true,
  has_sso: true,
});
export type DashboardService = z.infer<typeof DashboardServiceSchema>;

/** Every signed-in user's dashboard: the services they may get. */
export const MemberDashboardSchema = z.object({ services: z.array(DashboardServiceSchema) });

/**
 * An administrator's dashboard (decision record 0017): the totals, the 5 newest users and API
 * keys, and the services. Never sent to anyone else.
 */
export const AdminDashboardSchema = MemberDashboardSchema.extend({
  total_users: z.number().int(),
  total_services: z.number().int(),
  total_committees: z.number().int(),
  total_roles: z.number().int(),
  active_users: z.number().int(),
  blocked_users: z.number().int(),
  recent_users: z.array(
    z.object({ id: z.number().int(), name: z.string(), email: z.string(), created_at: z.string() }),
  ),
  recent_apis: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      api_owner: z.object({ name: z.string() }),
      key: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;

export const DashboardSchema = z.union([AdminDashboardSchema, MemberDashboardSchema]);
export type Dashboard = z.infer<typeof DashboardSchema>;

/** Whether the dashboard carries an administrator's insights. */
export const isAdminDashboard = (dashboard: Dashboard): dashboard is AdminDashboard =>
  'total_users' in dashboard;

export const DashboardAnswerSchema = envelopeSchema(DashboardSchema);

/** The 5 newest users and keys on the dashboard (decision record 0017). */
export const DASHBOARD_RECENT = 5;

/** The caller's dashboard (decision record 0017). */
export const dashboardCalls = {
  show: defineCall({
    method: 'GET',
    path: '/dashboard',
    summary: "The caller's dashboard: services, and an administrator's insights",
    answer: DashboardAnswerSchema,
    refusals: [401, 403],
  }),
};
