import type { z } from 'zod';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the portal's API, declared once: the server's route and the web app's request are
 * both made from it (record 0046), so that neither can drift from the other.
 */
export type Call = {
  method: CallMethod;
  /** Below `/api`; a path parameter is written `:name`, as the server's router writes it. */
  path: string;
  /** What the call does, for the API reference. */
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer on success. */
  answer: z.ZodType;
  /** The status of success: 200 unless the call creates something (201). */
  status?: 200 | 201;
  /** The failures the call may answer besides 503, which any call may. */
  refusals: readonly number[];
};

/** Declares a call, keeping the exact types of its schemas for both sides. */
export const defineCall = <const C extends Call>(call: C): C => call;

/** The parameters a call's path names, as the caller gives them. */
export type PathParams<C extends Call> = C['params'] extends z.ZodType
  ? { [K in keyof z.input<C['params']>]: string | number }
  : undefined;

/** The path of a call with its parameters filled in: '/roles/:id' with { id: 3 } is '/roles/3'. */
export function pathOf(call: Pick<Call, 'path'>, params?: Record<string, string | number>): string {
  return call.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${call.path} needs its ${name}`);
    return encodeURIComponent(String(value));
  });
}
