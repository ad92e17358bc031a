import type { Call } from '@portal/shared/call';
import type { ErrorEnvelopeSchema } from '@portal/shared/envelope';
import { errorResponses } from '../envelope';
import { bearerSecurity } from './api-security';

type Success<C extends Call> = C['status'] extends 201 ? 201 : 200;

/** The route schema of a declared call: what it takes and answers, for validation and the docs. */
type DeclaredSchema<C extends Call> = {
  tags: string[];
  summary: string;
  security?: Record<string, string[]>[];
  params: C['params'];
  querystring: C['query'];
  body: C['body'];
  response: { [S in Success<C>]: C['answer'] } & {
    [S in C['refusals'][number] | 503]: typeof ErrorEnvelopeSchema;
  };
};

type DeclaredOptions = {
  /** The API reference's section. */
  tag: string;
  /** How the caller proves who it is: a bearer token unless said (null: nobody signed in). */
  security?: Record<string, string[]>[] | null;
};

/**
 * The method, address and schema of a route made from its declaration in `@portal/shared`
 * (record 0046); the route adds its guard and handler:
 * `app.route({ ...declared(roleCalls.create, { tag: 'roles' }), onRequest, handler })`.
 */
export function declared<C extends Call>(
  call: C,
  { tag, security = bearerSecurity }: DeclaredOptions,
): { method: C['method']; url: string; schema: DeclaredSchema<C> } {
  const schema = {
    tags: [tag],
    summary: call.summary,
    ...(security ? { security } : {}),
    ...(call.params ? { params: call.params } : {}),
    ...(call.query ? { querystring: call.query } : {}),
    ...(call.body ? { body: call.body } : {}),
    response: { [call.status ?? 200]: call.answer, ...errorResponses(...call.refusals) },
  };
  return { method: call.method, url: call.path, schema: schema as DeclaredSchema<C> };
}
