/**
 * The portal's visual identity in one place: the UI kit's theme (theme.ts) reads it, and base.css
 * repeats the same values as CSS variables for the public pages, which load no UI kit (record
 * 0012, record 0024). Contrast figures are against white unless stated; WCAG AA asks 4.5:1.
 */

/** Deep city blue, lightest to darkest. Shade 7 (white text 7.6:1) is the primary colour. */
export const brandBlue = [
  '#e8f1fb',
  '#d0e2f5',
  '#a3c5eb',
  '#74a6df',
  '#4b8ad3',
  '#2e74c6',
  '#1f62ad',
  '#175592',
  '#114577',
  '#0b2f52',
] as const;

/** The emblem's grid line and signal dot; used on the dark blue only (9.2:1 and 7.6:1 there). */
export const accent = { teal: '#5eead4', gold: '#f5b700' } as const;

/** The confirmation panel's green, under white text of any size (6.4:1; GOV.UK's panel green). */
export const confirmationGreen = '#00703c';

export const fontFamily =
  "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

/** Type scale (rem): a 1.2 ratio from the 1rem body text. */
export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
} as const;

export const headingSizes = {
  h1: { fontSize: '2.25rem', lineHeight: '1.2' },
  h2: { fontSize: '1.75rem', lineHeight: '1.25' },
  h3: { fontSize: '1.375rem', lineHeight: '1.3' },
  h4: { fontSize: '1.125rem', lineHeight: '1.4' },
} as const;

/** Spacing steps (rem) on a 4 px grid. */
export const spacing = {
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
} as const;

/**
 * Page surface behind cards, and hairlines. Muted text #4b5563 is 7.0:1 on the surface; a
 * placeholder #6b7280 is 4.8:1 on a field's white, lighter than a value yet readable.
 */
export const surface = {
  page: '#f4f7fb',
  border: '#d5dde8',
  text: '#1b2430',
  muted: '#4b5563',
  placeholder: '#6b7280',
};
