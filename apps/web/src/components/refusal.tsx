import { Alert } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../lib/http-client';

/**
 * A 409's message kept beside the action it refused (an earlier month still a draft, a payment
 * allocated by someone else meanwhile): the toast goes after a few seconds, the reason should not.
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
  return { message, attempt, clear: () => setMessage(null) };
}

type RefusalProps = {
  message: string | null;
  /** What was not done, where 'Not done' alone would leave it unclear. */
  title?: string;
};

/** The kept message, announced when it appears. */
export function Refusal({ message, title = 'Not done' }: RefusalProps) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      {message}
    </Alert>
  );
}
