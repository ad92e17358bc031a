export { ServiceTimesPage as Component } from '@web/features/landing/pages/service-times-page';
