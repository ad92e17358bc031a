/** Where the committees screens live (docs/product.md, "Screens and addresses"). */
export const committeePaths = {
  list: '/account/committees',
  create: '/account/create-committee',
  edit: (id: number) => `/account/edit-committee/${id}`,
  show: (id: number) => `/account/show-committee/${id}`,
};
