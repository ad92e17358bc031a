export { ServicesPage as Component } from '../../../features/landing/pages/services-page';
