export { SoftwareVendorsPage as Component } from '../../../features/landing/pages/software-vendors-page';
