import { PUBLIC_PATHS } from '@portal/shared/public-paths';
import { STAGE_LABELS } from '@portal/shared/land-journey';
import type { ServiceTime, VendorServiceTime } from '@portal/shared/service-times';
import { VENDOR_STAGE_LABELS } from '@portal/shared/vendor-journey';
import { usePublicAnswer } from '../public-api';
import { ServiceTimeChart } from './service-time-chart';

type ServiceTimes = {
  from: string;
  to: string;
  stages: ServiceTime[];
  vendor_stages: VendorServiceTime[];
};

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
          <h3>Land applications</h3>
          <ServiceTimeChart
            stages={answer.data.stages}
            labels={STAGE_LABELS}
            caption="Days applications spent in each stage"
          />
          <h3>Software and cloud vendor applications</h3>
          <ServiceTimeChart
            stages={answer.data.vendor_stages}
            labels={VENDOR_STAGE_LABELS}
            caption="Days vendor applications spent in each stage"
          />
        </>
      )}
    </>
  );
}
