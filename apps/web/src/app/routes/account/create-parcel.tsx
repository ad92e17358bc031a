import { FormPage } from '../../../components/form-page';
import { ParcelForm } from '../../../features/parcels/components/parcel-form';

export function Component() {
  return (
    <FormPage title="Create parcel" width={640}>
      <ParcelForm />
    </FormPage>
  );
}
