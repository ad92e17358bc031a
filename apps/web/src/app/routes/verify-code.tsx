export { VerifyCodePage as Component } from '../../features/landing/pages/verify-code-page';
