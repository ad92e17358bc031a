import { Alert } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '@web/lib/http-client';

/**
 * A 409's message kept in the dialog that was refused (a payment allocated by someone else
 * meanwhile, a line resolved already): the toast goes after a few seconds, the reason should not.
 */
export function useRefusal() {
  const [message, setMessage] = useState<string | null>(null);
  /** Runs `action`, keeping a conflict's message; any other failure is rethrown. */
  const attempt = async <T,>(action: () => Promise<T>): Promise<T | undefined> => {
    setMessage(null);
    try {
      return await action();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setMessage(error.message);
        return undefined;
      }
      throw error;
    }
  };
  return { message, attempt };
}

/** The kept message, announced when it appears. */
export function Refusal({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" title="Not done" role="alert">
      {message}
    </Alert>
  );
}
