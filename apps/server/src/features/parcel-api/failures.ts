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
