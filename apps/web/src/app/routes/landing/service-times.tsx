export { ServiceTimesPage as Component } from '../../../features/landing/pages/service-times-page';
