// Relative, not '@portal/shared/site': Vite bundles the config's relative imports but leaves
// package imports to Node, which cannot load TypeScript.
import { site } from '../../../packages/shared/src/site';
import type { Plugin } from 'vite';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Fills index.html's default title and description from the site configuration. */
export function siteHeadPlugin(): Plugin {
  return {
    name: 'portal-site-head',
    transformIndexHtml: (html) =>
      html
        .replaceAll('%SITE_NAME%', escapeAttribute(site.name))
        .replaceAll('%SITE_DESCRIPTION%', escapeAttribute(site.description)),
  };
}
