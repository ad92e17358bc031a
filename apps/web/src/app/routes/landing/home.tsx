export { HomePage as Component } from '../../../features/landing/pages/home-page';
