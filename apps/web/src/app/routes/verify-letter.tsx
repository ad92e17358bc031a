export { VerifyLetterPage as Component } from '@web/features/landing/pages/verify-letter-page';
