/** Counts hits per key in fixed windows; memory for one instance, Redis for several. */
export type RateLimitStore = {
  /** Adds one hit to `key` in the window that ends at `windowEndMs`; answers the hits so far. */
  hit(key: string, windowEndMs: number, nowMs: number): Promise<number>;
  /** Forgets the key's hits in that window. */
  reset(key: string, windowEndMs: number): Promise<void>;
  close(): Promise<void>;
};
