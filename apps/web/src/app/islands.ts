import type { ComponentType } from 'react';
import type { IslandName } from '../components/island/island';
import { OpenVendorCalls } from '../features/landing/components/open-vendor-calls';
import { CloudSolutionChanges } from '../features/landing/components/cloud-solution-changes';
import { CloudSolutionSearch } from '../features/landing/components/cloud-solution-search';
import { CurrentTariffs } from '../features/landing/components/current-tariffs';
import { ServiceTimeFigures } from '../features/landing/components/service-time-figures';
import { Copyright } from '../features/shell/components/copyright';
import { HeaderActions } from '../features/shell/components/header-actions';
import { ServicesMenu } from '../features/shell/components/services-menu';

/** What each island of the public pages renders (record 0033); `<Island>` marks where. */
export const islands: Record<IslandName, ComponentType> = {
  'services-menu': ServicesMenu,
  'header-actions': HeaderActions,
  copyright: Copyright,
  'service-times': ServiceTimeFigures,
  'cloud-solutions': CloudSolutionSearch,
  'cloud-solution-changes': CloudSolutionChanges,
  'vendor-calls': OpenVendorCalls,
  'utility-tariffs': CurrentTariffs,
};
