import { RoleListAnswerSchema, type RoleRecord } from '@portal/shared/roles';
import { pagedListKey, type PagedListSource } from '../../../components/data-table/use-paged-list';

/** GET /roles and POST /search-roles. */
export const rolesList: PagedListSource<RoleRecord> = {
  things: 'roles',
  schema: RoleListAnswerSchema,
};

/** Every page of the list, to load afresh after a write. */
export const rolesListKey = pagedListKey(rolesList.things);
