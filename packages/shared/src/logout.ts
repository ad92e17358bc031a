import { defineCall } from './call';
import { MessageEnvelopeSchema } from './envelope';

/**
 * Signing out, declared apart from the other calls of `authCalls`: the signed-in header of a
 * public page makes it, and the register form's rules in `./auth` would bring the phone number
 * library (some 30 KB gzipped) to every such page (records 0012 and 0033).
 */
export const logoutCall = defineCall({
  method: 'POST',
  path: '/logout',
  summary: 'Sign out: the bearer token stops working at once',
  answer: MessageEnvelopeSchema,
  refusals: [401],
});
