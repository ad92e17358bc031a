import { PUBLIC_PATHS } from '@portal/shared/public-paths';
import type { ServiceTime } from '@portal/shared/service-times';
import { usePublicAnswer } from '../public-api';
import { ServiceTimeChart } from './service-time-chart';

type ServiceTimes = { from: string; to: string; stages: ServiceTime[] };

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** The last twelve months' figures, read from the API once the page is on screen. */
export function ServiceTimeFigures() {
  const answer = usePublicAnswer<ServiceTimes>(PUBLIC_PATHS.serviceTimes);
  return (
    <>
      {answer.state === 'loading' && <p>Loading the figures…</p>}
      {(answer.state === 'failed' || answer.state === 'not_found') && (
        <p>The figures could not be loaded. Please try again later.</p>
      )}
      {answer.state === 'found' && (
        <>
          <h2>
            {day.format(new Date(answer.data.from))} to {day.format(new Date(answer.data.to))}
          </h2>
          <ServiceTimeChart stages={answer.data.stages} />
        </>
      )}
    </>
  );
}
