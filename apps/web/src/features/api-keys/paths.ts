import { paths } from '@web/config/resources';

/** Where the API key screens live: declared in the registry (decision record 0025). */
export const apiKeyPaths = paths.apiKeys;
