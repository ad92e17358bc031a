import { defineCall } from './call';
import { ApplicationAnswerSchema } from './application-detail';
import { ApplicationDraftSchema } from './application-draft';
import { ApplicationListAnswerSchema, ApplicationQuerySchema } from './application-lists';
import { ApplicationOptionsAnswerSchema } from './application-options';
import { ApplicationWorkAnswerSchema } from './application-work';
import { IdParamsSchema } from './records';

/**
 * The calls that list, read, start and save applications, and what their forms and the staff's
 * dashboard need (docs/product.md, "Parcel allocation"). The steps of the journey are
 * `stepCalls`; the documents, `documentCalls`.
 */
export const applicationCalls = {
  list: defineCall({
    method: 'GET',
    path: '/applications',
    summary: 'Applications the caller may see: overdue first, then newest; links keep filters',
    query: ApplicationQuerySchema,
    answer: ApplicationListAnswerSchema,
    refusals: [401, 403, 422],
  }),
  show: defineCall({
    method: 'GET',
    path: '/applications/:id',
    summary: 'One application with its documents, invoices, letters, scores and history',
    params: IdParamsSchema,
    answer: ApplicationAnswerSchema,
    refusals: [401, 403, 404],
  }),
  start: defineCall({
    method: 'POST',
    path: '/applications',
    summary: 'Start an application: a draft, any field of which may still be empty',
    body: ApplicationDraftSchema,
    answer: ApplicationAnswerSchema,
    status: 201,
    refusals: [401, 403, 422],
  }),
  save: defineCall({
    method: 'PUT',
    path: '/applications/:id',
    summary: 'Save the draft (or the correction) of an application',
    params: IdParamsSchema,
    body: ApplicationDraftSchema,
    answer: ApplicationAnswerSchema,
    refusals: [401, 403, 404, 409, 422],
  }),
  options: defineCall({
    method: 'GET',
    path: '/applications/options',
    summary: 'Available parcels, and committees to whoever may assign applications',
    answer: ApplicationOptionsAnswerSchema,
    refusals: [401, 403],
  }),
  work: defineCall({
    method: 'GET',
    path: '/applications/work',
    summary: 'Counts of the applications the caller may list, per stage, overdue and to score',
    answer: ApplicationWorkAnswerSchema,
    refusals: [401, 403],
  }),
};
