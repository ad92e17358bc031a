export { AboutUsPage as Component } from '@web/features/landing/pages/about-us-page';
