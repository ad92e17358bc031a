import type { ApplicationStep } from '@portal/shared/application-steps';
import { stepGuard } from '@server/domain/applications/step-guard';
import { guards } from '@server/plugins/authentication';

/** The `onRequest` hooks of a land step: a verified account, then the journey's step guard. */
export const landStep = (step: ApplicationStep) => [guards.account, stepGuard('land', step)];
