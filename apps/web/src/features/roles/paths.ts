/** Where the roles screens live (spec section 2). */
export const rolePaths = {
  list: '/account/roles',
  create: '/account/create-role',
  edit: (id: number) => `/account/edit-role/${id}`,
};
