export { ParcelAllocationPage as Component } from '@web/features/landing/pages/parcel-allocation-page';
