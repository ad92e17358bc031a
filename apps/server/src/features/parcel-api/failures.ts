import {
  parcelApiErrors,
  type ParcelApiError,
  type ParcelApiErrorCode,
} from '@portal/shared/parcel-api';

/** A refused parcel API call: the documented code, its status and what to change. */
export class ParcelApiFailure extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ParcelApiErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.statusCode = parcelApiErrors[code].status;
  }

  get answer(): ParcelApiError {
    return { status: 'error', code: this.code, message: this.message };
  }
}

export const refused = (code: ParcelApiErrorCode, message: string) =>
  new ParcelApiFailure(code, message);

/** The messages of a refused key, in the words a developer needs to fix it. */
export const keyMessages = {
  apiKeyMissing:
    'Give your API key in the apiKey parameter or in the Authorization header. Create one at /account/create-api.',
  apiKeyInvalid: 'This API key is not known. Check it at /account/apis: it may have been deleted.',
  apiKeyExpired:
    'This API key has expired. Give it a later expiry date at /account/apis, or create a new one.',
  notBase64:
    "Send the key itself in the Authorization header, or as 'Bearer <key>'; it is not base64-encoded.",
} as const;
