import { z } from 'zod';
import { defineCall } from './call';
import { envelopeSchema } from './envelope';

export const OptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type Option = z.infer<typeof OptionSchema>;

/** A country of the register form: `code` is its dialling code, sent as `country_code`. */
export const CountryOptionSchema = OptionSchema.extend({
  code: z.string(),
  /** ISO 3166-1 alpha-2, so that countries sharing a dialling code stay distinct. */
  iso_code: z.string(),
});
export type CountryOption = z.infer<typeof CountryOptionSchema>;

/** GET /unpaginated-items-home: the register form's select lists. */
export const HomeLookupsAnswerSchema = envelopeSchema(
  z.object({
    account_types: z.array(OptionSchema),
    countries: z.array(CountryOptionSchema),
  }),
);
export type HomeLookups = z.infer<typeof HomeLookupsAnswerSchema>['data'];

/** The select lists of the register form, open to signed-out visitors. */
export const lookupCalls = {
  home: defineCall({
    method: 'GET',
    path: '/unpaginated-items-home',
    summary: 'Account types and countries (with dialling codes) for registration',
    answer: HomeLookupsAnswerSchema,
    refusals: [],
  }),
};
