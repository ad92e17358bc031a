import fp from 'fastify-plugin';
import { readListing } from './queries';
import { createRegisterSnapshot, type RegisterSnapshot } from './register-snapshot';

declare module 'fastify' {
  interface FastifyInstance {
    /** The register as the parcel API serves it; forgotten when parcels change (record 0049). */
    parcelRegister: RegisterSnapshot;
  }
}

/** The parcel register kept in memory for the parcel API (record 0032). */
export const parcelRegisterPlugin = fp(
  async (app) => {
    const { database } = app.deps;
    const register = createRegisterSnapshot((listing) => readListing(database.db, listing));
    app.decorate('parcelRegister', register);
    // A change to the register shows at once on this instance, not when the kept listing runs out.
    const stopHearing = database.onChange('parcels', register.clear);
    app.addHook('onClose', (_app, done) => {
      stopHearing();
      done();
    });
  },
  { name: 'parcel-register' },
);
