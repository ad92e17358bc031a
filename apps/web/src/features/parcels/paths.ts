/** Where the parcel register's screens live (decision record 0016). */
export const parcelPaths = {
  list: '/account/parcels',
  create: '/account/create-parcel',
  edit: (id: number) => `/account/edit-parcel/${id}`,
  allocate: (id: number) => `/account/allocate-parcel/${id}`,
};

export const allocationPaths = {
  list: '/account/parcel-allocations',
  edit: (id: number) => `/account/edit-allocation/${id}`,
};
