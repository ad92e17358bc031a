/** Where the API key screens live (docs/product.md, "Screens and addresses"). */
export const apiKeyPaths = {
  list: '/account/apis',
  create: '/account/create-api',
  edit: (id: number) => `/account/edit-api/${id}`,
};
