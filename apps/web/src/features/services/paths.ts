/** Where the services screens live (docs/product.md, "Screens and addresses"). */
export const servicePaths = {
  list: '/account/services',
  create: '/account/create-service',
  edit: (id: number) => `/account/edit-service/${id}`,
};
