/** Where the roles screens live (docs/product.md, "Screens and addresses"). */
export const rolePaths = {
  list: '/account/roles',
  create: '/account/create-role',
  edit: (id: number) => `/account/edit-role/${id}`,
};
