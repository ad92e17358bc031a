import type { APIRequestContext } from '@playwright/test';
import { ServiceCategory } from '@portal/shared/constants';
import type { ServiceRecord } from '@portal/shared/services';
import { api, logIn } from './accounts';
import { uniqueName } from './back-office';
import { ADMIN } from './fixtures';

/** A real 400 × 40 blue PNG: wider than the 300 px preview, so the preview must scale it down. */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAZAAAAAoCAIAAABfMzs3AAAAgUlEQVR42u3UQREAMAjAsDEVCMQdJrEBd4mEPhpZ/QAu+BIAhgVgWIBhARgWgGEBhgVgWACGBRgWgGEBGBZgWACGBWBYgGEBGBaAYQGGBWBYAIYFGBaAYQEYFmBYAIYFYFiAYQEYFmBYAIYFYFiAYQEYFoBhAYYFYFgAhgUYFsAmA1gJAXeO2AABAAAAAElFTkSuQmCC';

/** A service made through the API by the administrator, for the tests about what happens to one. */
export async function serviceByApi(
  request: APIRequestContext,
  label: string,
  link = 'https://water.example/portal',
  has_sso = false,
) {
  const admin = await logIn(request, ADMIN);
  const answer = await api(request, 'POST', '/services', {
    body: {
      name: uniqueName(label),
      link,
      has_sso,
      description: `${label} for investors`,
      logo: `data:image/png;base64,${PNG_BASE64}`,
      category: ServiceCategory.AuthorityService,
    },
    token: admin.token,
  });
  return { admin, service: answer.data as ServiceRecord };
}
