import { useParams } from 'react-router';
import { AttemptPage } from '@web/features/payments/components/attempt-page';

/**
 * /account/payments/:id: a payment attempt, where the card provider sends the payer back. Named
 * after the address's first segment, which the server fixes (decision record 0025).
 */
export function Component() {
  const id = Number(useParams().id);
  // Keyed by the attempt: another one starts afresh.
  return <AttemptPage key={id} id={id} />;
}
