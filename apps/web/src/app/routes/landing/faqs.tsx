export { FaqsPage as Component } from '@web/features/landing/pages/faqs-page';
