import {
  CUSTOMER_CLASS_LABELS,
  CUSTOMER_CLASSES,
  UTILITY_SERVICE_LABELS,
  UTILITY_SERVICES,
} from '@portal/shared/utility-words';
import type { FieldValues } from 'react-hook-form';
import { optionsOf } from '@web/lib/options';
import { FormSelect, type FormSelectProps } from './form-select';

type UtilitySelectProps<T extends FieldValues> = Omit<
  FormSelectProps<T, string>,
  'data' | 'label' | 'placeholder' | 'required'
>;

const serviceOptions = optionsOf(UTILITY_SERVICES, UTILITY_SERVICE_LABELS);
const classOptions = optionsOf(CUSTOMER_CLASSES, CUSTOMER_CLASS_LABELS);

/** The service, water or electricity, that a connection or a tariff is for. */
export function ServiceSelect<T extends FieldValues>(props: UtilitySelectProps<T>) {
  return (
    <FormSelect<T, string>
      label="Service"
      placeholder="Choose a service"
      data={serviceOptions}
      required
      {...props}
    />
  );
}

/** The customer class, which picks the tariff a connection is billed on. */
export function CustomerClassSelect<T extends FieldValues>(props: UtilitySelectProps<T>) {
  return (
    <FormSelect<T, string>
      label="Customer class"
      placeholder="Choose a class"
      data={classOptions}
      required
      {...props}
    />
  );
}
