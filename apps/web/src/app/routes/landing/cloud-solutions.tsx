export { CloudSolutionsPage as Component } from '@web/features/landing/pages/cloud-solutions-page';
