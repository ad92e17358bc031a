/** Where the API key screens live (spec section 2). */
export const apiKeyPaths = {
  list: '/account/apis',
  create: '/account/create-api',
  edit: (id: number) => `/account/edit-api/${id}`,
};
