export { FaqsPage as Component } from '../../../features/landing/pages/faqs-page';
