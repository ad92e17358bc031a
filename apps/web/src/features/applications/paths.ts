import { paths } from '@web/config/resources';

/** Where the applicant's screens and the application's page live (decision record 0025). */
export const applicationPaths = paths.myApplications;
