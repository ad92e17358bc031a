import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passkeySignInRoutes } from './passkey-sign-in-routes';
import { passwordRoutes } from './password-routes';
import { secondStepRoutes } from './second-step-routes';
import { signInRoutes } from './sign-in-routes';
import { verificationRoutes } from './verification-routes';

/** The authentication calls (docs/product.md, "Accounts"). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(signInRoutes);
  await app.register(secondStepRoutes);
  await app.register(passkeySignInRoutes);
  await app.register(verificationRoutes);
  await app.register(passwordRoutes);
};
