/** The `security` of a route that takes a bearer token (the API reference's `bearerAuth`). */
export const bearerSecurity = [{ bearerAuth: [] }];
/** A linked service's id and single sign-on secret (record 0020). */
export const basicSecurity = [{ serviceBasic: [] }];
