export { VerifyLetterPage as Component } from '../../features/landing/pages/verify-letter-page';
