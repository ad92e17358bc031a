import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * Where instances tell each other to forget, acknowledge it, and say they are listening: after the
 * deployment's Redis prefix, so that deployments sharing a Redis do not hear each other.
 */
export const forgetChannel = (prefix: string) => `${prefix}sessions:forget`;

/** How long an instance trusts what it remembers after last hearing itself on the channel. */
export const LEASE_MS = 1000;
const HEARTBEAT_MS = LEASE_MS / 5;

export interface Forgetting {
  /** Registers what this instance forgets whenever any instance (this one too) writes. */
  onForget(listener: () => void): void;
  /**
   * Forgets here at once; resolves once every other instance has forgotten too, or can no longer
   * use what it remembered (record 0040). Called before a write answers.
   */
  everywhere(): Promise<void>;
  /** Whether what this instance remembers may be used now: one comparison, on every call. */
  current(): boolean;
  close(): Promise<void>;
}

/** A write waiting to hear its own message, then the acknowledgements of `peers`. */
type Waiting = { resolve: () => void; peers?: Set<string>; timer?: NodeJS.Timeout };

/**
 * Makes every instance forget remembered look-ups before a write answers (record 0040). Without
 * Redis there is one instance, and forgetting here is enough.
 *
 * With Redis, every message goes to one channel, which Redis delivers to each subscriber in the
 * order it took them. Each instance says every HEARTBEAT_MS that it is alive, and may use what it
 * remembers only until LEASE_MS after it sent the last of these messages that it heard back: an
 * instance cut off from the channel stops using its memory within LEASE_MS. A writer publishes
 * "forget", waits to hear its own message (by then it has heard every instance that was listening
 * before it), then waits until each instance heard within LEASE_MS acknowledges, or until LEASE_MS
 * after the publish, when any instance that missed the message has stopped trusting its memory.
 */
export function createForgetting(options: {
  redisUrl?: string | undefined;
  redisPrefix?: string;
  onError?: (error: Error) => void;
}): Forgetting {
  const listeners: (() => void)[] = [];
  const forgetHere = () => listeners.forEach((listener) => listener());
  const onForget = (listener: () => void) => void listeners.push(listener);
  if (!options.redisUrl) {
    return {
      onForget,
      everywhere: async () => forgetHere(),
      current: () => true,
      close: async () => {},
    };
  }

  const onError = options.onError ?? (() => {});
  const channel = forgetChannel(options.redisPrefix ?? 'portal:');
  const self = randomUUID();
  // A stalled connection answers nothing: a message not sent within a lease is given up.
  const publisher = new Redis(options.redisUrl, {
    maxRetriesPerRequest: 1,
    commandTimeout: LEASE_MS,
  });
  const subscriber = new Redis(options.redisUrl);
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const publish = (message: string) => publisher.publish(channel, message);

  let trustedUntil = -Infinity;
  /** When this instance last heard each other instance. */
  const heard = new Map<string, number>();
  const waiting = new Map<string, Waiting>();
  let sequence = 0;

  const finish = (seq: string) => {
    const wait = waiting.get(seq);
    if (!wait) return;
    clearTimeout(wait.timer);
    waiting.delete(seq);
    wait.resolve();
  };

  // "alive <instance> <sent at>", "forget <writer> <seq>", "ack <writer> <seq> <instance>".
  subscriber.on('message', (_channel, message: string) => {
    const [kind, writer = '', value = '', acknowledger = ''] = message.split(' ');
    const sender = kind === 'ack' ? acknowledger : writer;
    if (sender !== self) heard.set(sender, performance.now());
    if (kind === 'alive' && sender === self) {
      // Heard back after a lapse, messages may have been missed meanwhile: start afresh.
      if (performance.now() >= trustedUntil) forgetHere();
      trustedUntil = Number(value) + LEASE_MS;
    } else if (kind === 'forget' && writer !== self) {
      forgetHere();
      publish(`ack ${writer} ${value} ${self}`).catch(onError);
    } else if (kind === 'forget') {
      const wait = waiting.get(value);
      if (!wait) return;
      // Every instance that was listening before this message has been heard by now.
      const since = performance.now() - LEASE_MS;
      wait.peers = new Set();
      for (const [peer, at] of heard) {
        // One silent for a lease may have stopped for good (a restart has a new id).
        if (at > since) wait.peers.add(peer);
        else heard.delete(peer);
      }
      if (wait.peers.size === 0) finish(value);
    } else if (kind === 'ack' && writer === self) {
      const peers = waiting.get(value)?.peers;
      peers?.delete(acknowledger);
      if (peers?.size === 0) finish(value);
    }
  });
  // ioredis subscribes again after a reconnection.
  subscriber.subscribe(channel).catch(onError);
  const heartbeat = () => publish(`alive ${self} ${performance.now()}`).catch(onError);
  const beating = setInterval(heartbeat, HEARTBEAT_MS);
  void heartbeat();

  return {
    onForget,
    async everywhere() {
      forgetHere();
      const seq = String(++sequence);
      const started = performance.now();
      const done = new Promise<void>((resolve) => waiting.set(seq, { resolve }));
      const waitOut = (ms: number) => {
        const wait = waiting.get(seq);
        if (wait) wait.timer = setTimeout(() => finish(seq), Math.max(0, ms));
      };
      publish(`forget ${self} ${seq}`).then(
        // Any instance that missed the message stops trusting its memory by then.
        () => waitOut(LEASE_MS),
        (error: Error) => {
          // Unsent (Redis refused it, or was silent for a lease): a lease after this write
          // began, what any instance remembered before it has run out (README, "Several
          // instances").
          onError(error);
          waitOut(started + LEASE_MS - performance.now());
        },
      );
      await done;
    },
    current: () => performance.now() < trustedUntil,
    async close() {
      clearInterval(beating);
      for (const seq of [...waiting.keys()]) finish(seq);
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}
