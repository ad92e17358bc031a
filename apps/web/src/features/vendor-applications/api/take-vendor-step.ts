import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorApplicationCalls } from '@portal/shared/vendor-applications';
import { pagedListKey } from '@web/components/data-table/use-paged-list';
import { http, type CallOptions } from '@web/lib/http-client';
import { vendorApplicationQuery } from './get-vendor-application';

/** The vendor journey's steps taken on its page, each by its declared call. */
const stepCalls = {
  withdraw: vendorApplicationCalls.withdraw,
  assign: vendorApplicationCalls.assign,
  score: vendorApplicationCalls.score,
  request_clarification: vendorApplicationCalls.requestClarification,
  respond: vendorApplicationCalls.respond,
  decide: vendorApplicationCalls.decide,
};
export type VendorPageStep = keyof typeof stepCalls;

/** What `step` takes: its declaration's body. */
type BodyOf<S extends VendorPageStep> = CallOptions<(typeof stepCalls)[S]>['body'];

/**
 * A step of the vendor journey with its body, answering the application. A step from the wrong
 * stage (409) is toasted by the HTTP client with the server's message; a 422 carries field errors.
 */
export function takeVendorStep<S extends VendorPageStep>(id: number, step: S, body: BodyOf<S>) {
  // The steps differ in their bodies only, which the step's form checked against the same
  // declaration's schema.
  return http.call(stepCalls[step], { params: { id }, body } as never);
}

export function useTakeVendorStep<S extends VendorPageStep>(id: number, step: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<S>) => takeVendorStep(id, step, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(vendorApplicationQuery(id).queryKey, answer.data);
      return queryClient.invalidateQueries({ queryKey: pagedListKey('vendor-applications') });
    },
  });
}
