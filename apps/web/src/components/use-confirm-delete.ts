import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../lib/http-client';
import { notify } from '../lib/toast';

/**
 * Deletes an item once the user confirmed it in the `ConfirmDialog` (docs/product.md, "Errors"):
 * `ask(item)` opens the dialog; on Delete, `remove` is called, then `onRemoved`, and the server's
 * message is toasted in error style. A refusal (409) was toasted by the HTTP client: the item stays.
 */
export function useConfirmDelete<Item>(
  remove: (item: Item) => Promise<{ message: string }>,
  onRemoved: (item: Item) => void,
) {
  const [item, setItem] = useState<Item | null>(null);
  const removal = useMutation({ mutationFn: (target: Item) => remove(target) });

  const confirm = async () => {
    if (item === null) return;
    try {
      const answer = await removal.mutateAsync(item);
      onRemoved(item);
      notify.error(answer.message);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setItem(null);
    }
  };

  return {
    ask: (target: Item) => setItem(target),
    /** Props for `<ConfirmDialog />`. */
    dialog: {
      opened: item !== null,
      busy: removal.isPending,
      onCancel: () => setItem(null),
      onConfirm: () => void confirm(),
    },
  };
}
