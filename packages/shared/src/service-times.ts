import { ServiceTimesAnswerSchema } from './applications';
import { defineCall } from './call';

/**
 * How long each stage of an application takes, for anyone to read (docs/product.md, "Clocks and
 * transparency").
 */
export const serviceTimeCalls = {
  show: defineCall({
    method: 'GET',
    path: '/public/service-times',
    summary: 'Median and 90th-percentile days of each stage over the last twelve months',
    answer: ServiceTimesAnswerSchema,
    refusals: [],
  }),
};
