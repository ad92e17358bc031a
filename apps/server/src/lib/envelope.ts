import type { FastifyReply } from 'fastify';
import { ErrorEnvelopeSchema } from '@portal/shared/envelope';

/** The success envelope every back-office answer uses (docs/product.md, "Calls and answers"). */
export function ok<T>(data: T, message = ''): { status: 'success'; message: string; data: T } {
  return { status: 'success', message, data };
}

/**
 * Declares the error answers a route can give, so OpenAPI lists them and output is filtered;
 * every route reads the database, so every one may answer 503 while it is unavailable.
 */
export function errorResponses(...statuses: number[]): Record<number, typeof ErrorEnvelopeSchema> {
  return Object.fromEntries([...statuses, 503].map((status) => [status, ErrorEnvelopeSchema]));
}

/** A success answer that carries only its message. */
export function okMessage(message: string): { status: 'success'; message: string } {
  return { status: 'success', message };
}

/**
 * Sends an answer serialized once and kept: Fastify sends a JSON string as it is, without
 * encoding it through the route's schema again.
 */
export function sendSerialized(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
