import Fastify, { type FastifyInstance } from 'fastify';
import { aggregatorRoutes } from './aggregator';
import { checkoutRoutes } from './checkout';
import type { SimulatorContext } from './context';
import { controlRoutes, type RecordedRequest } from './control';
import { darajaRoutes } from './daraja';
import { Deliveries, type DeliveryOutcome } from './deliveries';
import { Ledger } from './ledger';
import { EventSigner } from './webhooks';

export type SimulatorOptions = {
  /** The simulator's clock: tests pass the portal's manual clock. */
  now?: () => Date;
  /** Where the aggregator's events go: the portal's `/api/payments/callbacks/webhooks`. */
  webhookUrl: string;
  /** A Standard Webhooks secret, 'whsec_…', that the events are signed with. */
  webhookSecret: string;
  /** When set, the aggregator's API asks for `Authorization: Bearer <key>`. */
  aggregatorKey?: string | undefined;
  /** The simulator's own public address, for the hosted card page's checkout_url. */
  baseUrl: string;
  logger?: boolean;
};

export type Simulator = {
  /** Not listening yet: the caller chooses where. */
  app: FastifyInstance;
  /** Resolves when every callback and event started so far (not the held ones) has finished. */
  settled(): Promise<void>;
  /** What the portal sent: Daraja's and the aggregator's calls, in order. */
  requests: RecordedRequest[];
  /** Every callback and event sent, with the portal's answer or why it failed. */
  deliveries: DeliveryOutcome[];
};

/** Both payment providers the portal speaks with, locally, moving no money (docs/payments.md). */
export async function buildSimulator(options: SimulatorOptions): Promise<Simulator> {
  const now = options.now ?? (() => new Date());
  const deliveries = new Deliveries();
  const context: SimulatorContext = {
    now,
    ledger: new Ledger(),
    deliveries,
    signer: new EventSigner(options.webhookSecret, options.webhookUrl, now),
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    aggregatorKey: options.aggregatorKey ?? null,
    daraja: { tokens: new Set(), prompts: new Map(), c2b: null },
    payments: new Map(),
  };
  const requests: RecordedRequest[] = [];

  const app = Fastify({ logger: options.logger ?? false });
  // The hosted card page posts a plain form; nothing else here is form-encoded.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  await app.register(async (portalFacing) => {
    // Recorded before any check, so a test also sees the calls the simulator refused.
    portalFacing.addHook('preValidation', async (request) => {
      const [path = ''] = request.url.split('?');
      requests.push({ method: request.method, path, query: request.query, body: request.body });
    });
    await portalFacing.register(darajaRoutes(context));
    await portalFacing.register(aggregatorRoutes(context));
  });
  await app.register(checkoutRoutes(context));
  await app.register(controlRoutes(context, requests));

  return { app, settled: () => deliveries.settled(), requests, deliveries: deliveries.log };
}
