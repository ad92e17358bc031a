import type { VendorApplication } from '@portal/shared/vendor-applications';

/** A step's form on the vendor application's page. */
export type VendorStepFormProps = { application: VendorApplication };
