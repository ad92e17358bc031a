import { applicationCalls } from '@portal/shared/application-calls';
import { useFilteredList } from '@web/components/data-table/use-filtered-list';
import { queueAddressing } from '../queue-address';

const source = { call: applicationCalls.list, addressing: queueAddressing };

/** Every application, overdue first (the server orders them). */
export const useApplicationQueue = () => useFilteredList(source);

/** Those the committees the viewer sits on are to score: the To evaluate list. */
export const useApplicationsToEvaluate = () =>
  useFilteredList({ ...source, fixed: { to_evaluate: 'true' } });
