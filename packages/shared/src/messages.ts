/** Validation messages (docs/product.md, "Validation"): server and web show the same text. */
export const messages = {
  required: 'This field is required.',
  email: 'Enter a valid email address.',
  minLength6: 'This field must be at least 6 characters long.',
  passwordsDoNotMatch: 'Passwords do not match.',
  acceptTerms: 'Please agree to our terms of use',
  committeeAlreadyAdded: 'Committee already added',
  noItems: 'No items',
  keyCopied: 'Key copied',
  // Beyond the common messages above: rules that need wording of their own.
  maxLength: (max: number) => `This field must be at most ${max} characters long.`,
  minPhoneLength: 'This field must be at least 9 characters long.',
  phoneDigits: 'Enter digits only, without the country code.',
  phoneForCountry: 'Enter a valid phone number for the chosen country.',
  countryCode: 'Choose one of the listed countries.',
  expiryInFuture: 'Choose an expiry date after today.',
  verificationCode: 'Enter the 6-digit code from the email.',
  committeeNeeded: 'Add at least one committee.',
  committeesWithoutMembership: 'Remove the committees, or answer Yes.',
  calendarDate: 'Enter a date as YYYY-MM-DD.',
  instant: 'Enter a date and time.',
  wholeNumber: (max: number) => `Enter a whole number from 1 to ${max}, in digits only.`,
  controlCharacters: 'Remove control characters such as tabs or line breaks.',
  controlCharactersMultiLine: 'Remove control characters; tabs and line breaks are fine.',
  currentPasswordIncorrect: 'The current password is incorrect.',
  commonPassword: 'This password is too common and easy to guess. Choose a less obvious one.',
  personalPassword: 'The password must not be your email address or your name.',
} as const;

/** Toast texts the web app shows for a failed call, by HTTP status (docs/product.md, "Errors"). */
export const statusToasts: Readonly<Record<number, string>> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  408: 'Time out',
  422: 'Unprocessed content',
  500: 'Internal server error',
};
