export { SoftwareVendorsPage as Component } from '@web/features/landing/pages/software-vendors-page';
