import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { submitWith } from '../lib/form';
import { notify } from '../lib/toast';

/**
 * The submit handler of a back-office form: `save` sends the valid values, the server's message
 * is toasted and the list at `listPath` opens again. A refused save stays on the form with its
 * field errors (`submitWith`).
 */
export function useSaveAndGoBack<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  listPath: string,
  save: (values: O) => Promise<{ message: string }>,
) {
  const navigate = useNavigate();
  return submitWith(form, async (values) => {
    const answer = await save(values);
    notify.success(answer.message);
    await navigate(listPath);
  });
}
