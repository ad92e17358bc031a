import { ApplicationListAnswerSchema } from '@portal/shared/application-lists';
import { useFilteredList } from '../../../../components/data-table/use-filtered-list';
import { queueAddressing } from '../queue-address';

const source = {
  things: 'applications',
  schema: ApplicationListAnswerSchema,
  addressing: queueAddressing,
};

/** GET /applications: every application, overdue first (the server orders them). */
export const useApplicationQueue = () => useFilteredList(source);

/** GET /applications?to_evaluate=true: what the committees the viewer sits on are to score. */
export const useApplicationsToEvaluate = () =>
  useFilteredList({ ...source, fixed: { to_evaluate: 'true' } });
