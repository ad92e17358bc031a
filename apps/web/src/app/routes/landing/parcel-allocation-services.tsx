export { ParcelAllocationPage as Component } from '../../../features/landing/pages/parcel-allocation-page';
