export { PrivacyPolicyPage as Component } from '../../../features/landing/pages/privacy-policy-page';
