import { finished } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A POST the simulator makes to the portal: a callback, a confirmation or a signed event. */
export type Delivery = {
  url: string;
  payload: unknown;
  /** Headers made at the moment of sending: a held event is signed when it finally goes. */
  headers?: (body: string) => Record<string, string>;
};

export type DeliveryOutcome = {
  url: string;
  payload: unknown;
  /** The portal's HTTP status, or null when it could not be reached. */
  status: number | null;
  answer: unknown;
  error: string | null;
};

/** Long enough for a portal under a debugger, short enough that `settled()` cannot hang a test. */
const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * Every POST the simulator makes goes through here, so that `settled()` can wait for all of them
 * and the log shows each one's fate. A failed delivery is recorded, never retried: retries are a
 * case of their own (confirmed_twice), not noise in every test.
 */
export class Deliveries {
  readonly log: DeliveryOutcome[] = [];
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly held = new Map<string, Delivery[]>();

  /** Sends one after the other, in order: a batch's order is the case's point (out_of_order). */
  send(batch: Delivery[]): Promise<DeliveryOutcome[]> {
    return this.track(this.sendInOrder(batch));
  }

  /**
   * Sends once the answer to `reply` has gone out: a provider calls back after it has answered,
   * and a portal that has not yet stored the request's id must not see its callback first.
   */
  sendAfterAnswer(reply: FastifyReply, batch: Delivery[]): void {
    if (batch.length === 0) return;
    const answered = new Promise<void>((resolve) => finished(reply.raw, () => resolve()));
    void this.track(answered.then(() => this.sendInOrder(batch)));
  }

  hold(id: string, batch: Delivery[]): void {
    this.held.set(id, [...(this.held.get(id) ?? []), ...batch]);
  }

  /** Sends what is held for `id`; false when nothing is. */
  release(id: string): boolean {
    const batch = this.held.get(id);
    if (!batch) return false;
    this.held.delete(id);
    void this.send(batch);
    return true;
  }

  /** Resolves once every delivery started so far, and any it led to, has finished. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
    return work;
  }

  private async sendInOrder(batch: Delivery[]): Promise<DeliveryOutcome[]> {
    const outcomes: DeliveryOutcome[] = [];
    for (const delivery of batch) outcomes.push(await this.sendOne(delivery));
    return outcomes;
  }

  private async sendOne({ url, payload, headers }: Delivery): Promise<DeliveryOutcome> {
    const body = JSON.stringify(payload);
    let outcome: DeliveryOutcome;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers?.(body) },
        body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      const text = await response.text();
      outcome = {
        url,
        payload,
        status: response.status,
        answer: parsedOrText(text),
        error: response.ok ? null : `HTTP ${response.status}`,
      };
    } catch (error) {
      const reason = error instanceof Error ? (error.cause ?? error) : error;
      outcome = { url, payload, status: null, answer: null, error: String(reason) };
    }
    this.log.push(outcome);
    return outcome;
  }
}

function parsedOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
