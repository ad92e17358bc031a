/** Where the users screens live (docs/product.md, "Screens and addresses"). */
export const userPaths = {
  list: '/account/users',
  create: '/account/create-user',
  edit: (id: number) => `/account/edit-user/${id}`,
  accountStatus: (id: number) => `/account/account-status/${id}`,
  show: (id: number) => `/account/account-show/${id}`,
};
