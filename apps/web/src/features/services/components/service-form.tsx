import { Checkbox, Stack, Textarea, TextInput } from '@mantine/core';
import { ServiceInputSchema, type ServiceRecord } from '@portal/shared/services';
import { Controller } from 'react-hook-form';
import { OptionSelect } from '@web/components/option-select';
import { FormActions } from '@web/components/form-actions';
import { useSaveAndGoBack } from '@web/components/use-save-and-go-back';
import { bindInput, fieldError, markChanged, useSchemaForm } from '@web/lib/form';
import { useCreateService } from '../api/create-service';
import { useServiceCategories } from '../api/get-service-categories';
import { useUpdateService } from '../api/update-service';
import { servicePaths } from '../paths';
import { LogoField } from './logo-field';
import { useServiceSecretDialog } from './service-secret-dialog';
import { FormWithSummary } from '@web/components/form-with-summary';

type ServiceFormProps = {
  /** The service to change; without it the form creates one. */
  service?: ServiceRecord;
};

/**
 * The fields of a service (docs/product.md, "Validation"), for create-service and edit-service
 * alike; a save goes back to the list. An edited service keeps its logo unless another file is
 * chosen. A save that switches single sign-on on shows the service's new secret first, once
 * (record 0020).
 */
export function ServiceForm({ service }: ServiceFormProps) {
  const categories = useServiceCategories();
  const createService = useCreateService();
  const updateService = useUpdateService();
  const secretDialog = useServiceSecretDialog();
  const form = useSchemaForm(ServiceInputSchema, {
    defaultValues: {
      name: service?.name ?? '',
      link: service?.link ?? '',
      description: service?.description ?? '',
      logo: service?.logo ?? '',
      category: service?.category,
      has_sso: service?.has_sso ?? false,
    },
  });
  const onSubmit = useSaveAndGoBack(form, servicePaths.list, async (values) => {
    const answer = service
      ? await updateService.mutateAsync({ id: service.id, ...values })
      : await createService.mutateAsync(values);
    const { id, name, sso_secret } = answer.data;
    if (sso_secret)
      await secretDialog.showOnce({ serviceId: id, serviceName: name, secret: sso_secret });
    return answer;
  });

  return (
    <FormWithSummary form={form} onSubmit={onSubmit}>
      <Stack gap="md">
        <TextInput label="Name" required {...bindInput(form, 'name')} />
        <TextInput
          label="Link"
          type="url"
          placeholder="https://"
          required
          {...bindInput(form, 'link')}
        />
        <Textarea label="Description" rows={4} required {...bindInput(form, 'description')} />
        <Controller
          control={form.control}
          name="logo"
          render={({ field }) => (
            <LogoField
              ref={field.ref}
              value={field.value}
              onChange={(logo) => {
                // Taken back: the form holds its first logo again (an edited service's own).
                if (logo === null) return form.resetField('logo');
                field.onChange(logo);
                markChanged(form, 'logo');
              }}
              onRefused={(message) => {
                markChanged(form, 'logo');
                form.setError('logo', { type: 'validate', message });
              }}
              onBlur={field.onBlur}
              error={fieldError(form, 'logo')}
            />
          )}
        />
        <OptionSelect
          form={form}
          name="category"
          label="Category"
          options={categories.data ?? []}
          placeholder={categories.isPending ? 'Loading categories…' : 'Choose a category'}
          required
        />
        <Checkbox label="Signs users in with single sign-on" {...bindInput(form, 'has_sso')} />
        <FormActions form={form} cancelTo={servicePaths.list} />
      </Stack>
      {secretDialog.dialog}
    </FormWithSummary>
  );
}
