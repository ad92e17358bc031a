/** The manual's look, in one place: A4 with the PDF standard fonts, which need no font files. */
export const page = {
  size: 'A4',
  margins: { top: 72, bottom: 72, left: 64, right: 64 },
} as const;

export const fonts = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
  boldItalic: 'Helvetica-BoldOblique',
  code: 'Courier',
} as const;

export const sizes = { title: 30, h1: 19, h2: 13.5, h3: 11.5, body: 10.5, code: 9, footer: 8.5 };

export const colours = {
  text: '#1f2933',
  muted: '#616e7c',
  accent: '#1864ab',
  rule: '#c7d0d9',
  shade: '#eef2f6',
};

/** Extra space between lines of body text, in points. */
export const lineGap = 2.5;
