import fp from 'fastify-plugin';
import { authorityDay } from '@portal/shared/api-keys';
import { isUniqueViolation } from '@server/db/errors';
import { scheduledJobTrail } from '@server/lib/audit/trail';
import { MINUTE } from '@server/lib/clock';
import { every } from '@server/lib/scheduler/scheduler';
import { issueInvoice } from '../invoices/ledger';
import { leaseYearsBegun } from './lease-years';

/**
 * Hourly, so that a lease registered to start today is invoiced within the hour; a run finds
 * every lease year begun and not yet invoiced, so a missed run or a late registration is caught
 * up whole.
 */
const HOURLY = every(60 * MINUTE);

/**
 * Ground rent (docs/product.md, "Money"): each registered lease is invoiced its annual ground
 * rent on its start date and on every anniversary, days as the authority counts them
 * (Africa/Nairobi). The invoices' key (application, purpose, lease year) makes a second invoice of
 * a lease year impossible, whatever instance or run tries.
 */
export const groundRentJob = fp(
  async (app) => {
    const { database, clock } = app.deps;
    const { db } = database;
    const trail = scheduledJobTrail(clock, 'ground-rent');
    app.scheduler.declare({
      name: 'ground-rent',
      schedule: HOURLY,
      async run(now) {
        const today = authorityDay(now);
        const leases = await db
          .selectFrom('applications')
          .select([
            'id',
            'journey',
            'reference',
            'project_title',
            'applicant_id',
            'lease_start_date',
            'term_years',
            'annual_ground_rent',
            'offer_currency',
          ])
          .where('journey', '=', 'land')
          .where('stage', 'in', ['lease_registered', 'handed_over'])
          .where('lease_start_date', '<=', today)
          .execute();
        for (const lease of leases) {
          if (!lease.lease_start_date || !lease.term_years || !lease.annual_ground_rent) continue;
          const invoiced = new Set(
            (
              await db
                .selectFrom('invoices')
                .select('lease_year')
                .where('application_id', '=', lease.id)
                .where('purpose', '=', 'ground_rent')
                .execute()
            ).map((invoice) => invoice.lease_year),
          );
          const due = leaseYearsBegun(lease.lease_start_date, lease.term_years, today);
          for (const leaseYear of due.filter(({ year }) => !invoiced.has(year))) {
            const money = {
              amount: lease.annual_ground_rent,
              currency: lease.offer_currency ?? 'KES',
            };
            try {
              await db
                .transaction()
                .execute((trx) =>
                  issueInvoice(app, trail, trx, lease, 'ground_rent', money, leaseYear),
                );
            } catch (error) {
              // Issued meanwhile by a run that no longer held the job: once is what counts.
              if (!isUniqueViolation(error)) throw error;
            }
          }
        }
        app.log.info(
          { job: 'ground-rent', today, at: clock.now().toISOString() },
          'ground rent run',
        );
      },
    });
  },
  { name: 'ground-rent-job', dependencies: ['scheduler'] },
);
