/** Where the committees screens live (spec section 2). */
export const committeePaths = {
  list: '/account/committees',
  create: '/account/create-committee',
  edit: (id: number) => `/account/edit-committee/${id}`,
  show: (id: number) => `/account/show-committee/${id}`,
};
