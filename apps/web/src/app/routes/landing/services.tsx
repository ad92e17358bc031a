export { ServicesPage as Component } from '@web/features/landing/pages/services-page';
