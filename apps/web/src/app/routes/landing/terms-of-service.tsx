export { TermsOfServicePage as Component } from '../../../features/landing/pages/terms-of-service-page';
