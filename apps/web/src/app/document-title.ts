import { site } from '@portal/shared/site';

/** 'Screen | Site' (WCAG 2.4.2), or the site's name alone. */
export const documentTitle = (screen?: string) => (screen ? `${screen} | ${site.name}` : site.name);
