export { AboutUsPage as Component } from '../../../features/landing/pages/about-us-page';
