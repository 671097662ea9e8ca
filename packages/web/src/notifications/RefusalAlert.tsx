import { Alert } from '@mantine/core';
import { ApiError } from '../api/api-client.ts';

/**
 * Why the server refused what a form sent, beside the form: the catalogued message of an API
 * error, or the error's own. Nothing when there is no error.
 */
export function RefusalAlert({ error }: { error: Error | null }) {
  if (!error) return null;
  const message = error instanceof ApiError ? (error.body?.message ?? error.message) : error.message;
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}
