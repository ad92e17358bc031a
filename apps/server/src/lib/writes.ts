import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A POST that changes nothing (a back-office search takes its term in a body): answering it
     * must not make every instance forget what it remembers (record 0036).
     */
    readsOnly?: boolean;
  }
}

/** Whether the request was a write that succeeded: what makes remembered look-ups stale. */
export function wroteSomething(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  return reply.statusCode < 300 && !request.routeOptions.config.readsOnly;
}
