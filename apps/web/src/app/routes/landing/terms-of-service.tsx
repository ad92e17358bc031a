export { TermsOfServicePage as Component } from '@web/features/landing/pages/terms-of-service-page';
