const MAX_LENGTH = 150;
const FALLBACK = 'document';

/**
 * The name a file is stored and downloaded under: its last path segment, without control or
 * format characters (which could split or disguise a header), at most 150 characters.
 */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .trim()
    .replace(/^\.+/, '');
  return [...cleaned].slice(0, MAX_LENGTH).join('') || FALLBACK;
}

/**
 * `Content-Disposition` for `name`: a plain ASCII `filename` for old clients and the exact name
 * as RFC 5987 `filename*` when it has other characters.
 */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (ascii === name) return `${kind}; filename="${name}"`;
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
