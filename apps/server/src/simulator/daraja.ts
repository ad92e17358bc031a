import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  PullTransactionsRequestSchema,
  StkPushRequestSchema,
  StkQueryRequestSchema,
  STK_QUERY_PROCESSING,
  type PullTransactionsAnswerSchema,
  type StkPushAnswerSchema,
  type StkQueryAnswerSchema,
} from '@portal/shared/payment-protocols';
import { z } from 'zod';
import type { SimulatorContext } from './context';
import { prefixedId } from './ids';
import { shillings } from './ledger';
import { parseStatementTime, statementTime } from './nairobi-time';
import { planPrompt } from './stk-prompts';

const C2bRegisterSchema = z.object({
  ShortCode: z.string(),
  ResponseType: z.string(),
  ConfirmationURL: z.url(),
  ValidationURL: z.url(),
});

/** Daraja's own error body, which the portal's adapter reads for its code. */
function darajaError(reply: FastifyReply, status: number, errorCode: string, errorMessage: string) {
  return reply.code(status).send({ errorCode, errorMessage });
}

/** Parses a body as Daraja would, refusing it as Daraja does (400.002.02). */
function parsed<T extends z.ZodType>(
  schema: T,
  body: unknown,
  reply: FastifyReply,
): z.infer<T> | null {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const field = result.error.issues[0]?.path.join('.') || 'body';
  void darajaError(reply, 400, '400.002.02', `Bad Request - Invalid ${field}`);
  return null;
}

/** Safaricom's Daraja, as far as the portal uses it (docs/payments.md). */
export function darajaRoutes(context: SimulatorContext): FastifyPluginAsync {
  const { daraja } = context;
  return async (app) => {
    app.get('/oauth/v1/generate', async (request, reply) => {
      // Any consumer key and secret will do: the simulator checks the shape of the call only.
      if (!/^Basic \S+$/.test(request.headers.authorization ?? '')) {
        return darajaError(reply, 400, '400.008.01', 'Invalid Authentication passed');
      }
      const { grant_type: grantType } = request.query as { grant_type?: string };
      if (grantType !== 'client_credentials') {
        return darajaError(reply, 400, '400.008.02', 'Invalid grant type passed');
      }
      const token = prefixedId('simulated');
      daraja.tokens.add(token);
      return { access_token: token, expires_in: '3599' };
    });

    await app.register(async (api) => {
      api.addHook('preHandler', async (request, reply) => {
        const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
        if (!token || !daraja.tokens.has(token)) {
          return darajaError(reply, 401, '404.001.03', 'Invalid Access Token');
        }
      });

      api.post('/mpesa/stkpush/v1/processrequest', async (request, reply) => {
        const push = parsed(StkPushRequestSchema, request.body, reply);
        if (!push) return reply;
        const { prompt, now, held } = planPrompt(context, push);
        daraja.prompts.set(prompt.checkoutRequestId, prompt);
        context.deliveries.sendAfterAnswer(reply, now);
        if (held.length > 0) context.deliveries.hold(prompt.checkoutRequestId, held);
        const answer: z.infer<typeof StkPushAnswerSchema> = {
          MerchantRequestID: prompt.merchantRequestId,
          CheckoutRequestID: prompt.checkoutRequestId,
          ResponseCode: '0',
          ResponseDescription: 'Success. Request accepted for processing',
          CustomerMessage: 'Success. Request accepted for processing',
        };
        return answer;
      });

      api.post('/mpesa/stkpushquery/v1/query', async (request, reply) => {
        const query = parsed(StkQueryRequestSchema, request.body, reply);
        if (!query) return reply;
        const prompt = daraja.prompts.get(query.CheckoutRequestID);
        if (!prompt) return darajaError(reply, 400, '400.002.02', 'Invalid CheckoutRequestID');
        if (prompt.processing) {
          return darajaError(
            reply,
            500,
            STK_QUERY_PROCESSING,
            'The transaction is being processed',
          );
        }
        const answer: z.infer<typeof StkQueryAnswerSchema> = {
          ResponseCode: '0',
          MerchantRequestID: prompt.merchantRequestId,
          CheckoutRequestID: prompt.checkoutRequestId,
          ResultCode: prompt.resultCode,
          ResultDesc: prompt.resultDesc,
          ...(prompt.metadata && { CallbackMetadata: prompt.metadata }),
        };
        return answer;
      });

      api.post('/mpesa/c2b/v1/registerurl', async (request, reply) => {
        const registration = parsed(C2bRegisterSchema, request.body, reply);
        if (!registration) return reply;
        daraja.c2b = {
          shortCode: registration.ShortCode,
          responseType: registration.ResponseType,
          confirmationUrl: registration.ConfirmationURL,
          validationUrl: registration.ValidationURL,
        };
        return { ResponseCode: '0', ResponseDescription: 'Success' };
      });

      api.post('/pulltransactions/v1/query', async (request, reply) => {
        const query = parsed(PullTransactionsRequestSchema, request.body, reply);
        if (!query) return reply;
        const from = parseStatementTime(query.StartDate);
        const to = parseStatementTime(query.EndDate);
        if (!from || !to) {
          return darajaError(reply, 400, '400.002.02', 'Bad Request - Invalid date');
        }
        // EndDate names a second, which the range includes whole.
        const lines = context.ledger.statement('mpesa', from, new Date(to.getTime() + 1000));
        const answer: z.infer<typeof PullTransactionsAnswerSchema> = {
          ResponseCode: '1000',
          ResponseMessage: 'Success',
          Response: [
            lines.slice(Number(query.OffSetValue) || 0).map((line) => ({
              transactionId: line.id,
              trxDate: statementTime(line.paidAt),
              msisdn: line.phone ?? '',
              transactiontype: line.transactionType,
              billreference: line.accountReference,
              amount: shillings(line.statementAmountMinor),
            })),
          ],
        };
        return answer;
      });
    });
  };
}
