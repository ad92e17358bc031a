import type { VendorStep } from '@portal/shared/vendor-steps';
import { stepGuard } from '@server/domain/applications/step-guard';
import { guards } from '@server/plugins/authentication';

/** The `onRequest` hooks of a vendor step: a verified account, then the journey's step guard. */
export const vendorStep = (step: VendorStep) => [guards.account, stepGuard('vendor', step)];
