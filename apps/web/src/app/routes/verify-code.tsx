export { VerifyCodePage as Component } from '@web/features/landing/pages/verify-code-page';
