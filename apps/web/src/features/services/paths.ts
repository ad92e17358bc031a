/** Where the services screens live (spec section 2). */
export const servicePaths = {
  list: '/account/services',
  create: '/account/create-service',
  edit: (id: number) => `/account/edit-service/${id}`,
};
