import { FormPage } from '@web/components/form-page';
import { ParcelForm } from '@web/features/parcels/components/parcel-form';

export function Component() {
  return (
    <FormPage title="Create parcel" width={640}>
      <ParcelForm />
    </FormPage>
  );
}
