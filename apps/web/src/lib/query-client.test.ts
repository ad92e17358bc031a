import { describe, expect, it } from 'vitest';
import { ApiError } from './http-client';
import { shouldRetry } from './query-client';

describe('query retries', () => {
  it('does not retry a client error', () => {
    expect(shouldRetry(0, new ApiError(404, 'Not found'))).toBe(false);
    expect(shouldRetry(0, new ApiError(422, 'Unprocessed content'))).toBe(false);
  });

  it('retries network and server errors twice', () => {
    expect(shouldRetry(0, new ApiError(0, 'Network error'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'Service Unavailable'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'Service Unavailable'))).toBe(false);
  });
});
