import type { DocumentType } from '@portal/shared/application-documents';

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

/** The extensions a stored type keeps; the first is given to a name that has none of them. */
const EXTENSIONS: Record<DocumentType, string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
};

/**
 * `name` ending in an extension of `type`, the type the bytes were checked to be, never the one
 * the sender chose: a PDF sent as `report.html` is `report.pdf`, a JPEG sent as `photo` is
 * `photo.jpg` (decision record 0038).
 */
export function nameForType(name: string, type: DocumentType): string {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  const allowed = EXTENSIONS[type];
  if (allowed.includes(extension)) return name;
  const suffix = `.${allowed[0]}`;
  const base = dot > 0 ? name.slice(0, dot) : name;
  return [...base].slice(0, MAX_LENGTH - suffix.length).join('') + suffix;
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
