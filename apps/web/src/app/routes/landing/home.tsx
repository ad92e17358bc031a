export { HomePage as Component } from '@web/features/landing/pages/home-page';
