export { PrivacyPolicyPage as Component } from '@web/features/landing/pages/privacy-policy-page';
