export { UtilityTariffsPage as Component } from '@web/features/landing/pages/utility-tariffs-page';
