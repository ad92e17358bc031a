// Writes public/user-manual.pdf: a one-page placeholder until the real manual is written.
// Run with `node scripts/generate-user-manual.mjs`; the output is committed, so the build needs no step.
import { writeFileSync } from 'node:fs';

const lines = [
  'TechCity One-Stop Shop - User Manual',
  '',
  'The user manual is being written.',
  'Until it is published, please call the help line or write to info@techcity.example.',
];
const text = lines
  .map((line, i) =>
    line ? `BT /F1 ${i === 0 ? 18 : 12} Tf 72 ${720 - i * 24} Td (${line}) Tj ET` : '',
  )
  .filter(Boolean)
  .join('\n');

const objects = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  '<< /Title (TechCity One-Stop Shop - User Manual) /Producer (generate-user-manual.mjs) >>',
];

let pdf = '%PDF-1.4\n';
const offsets = objects.map((body, i) => {
  const offset = Buffer.byteLength(pdf, 'latin1');
  pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  return offset;
});
const xref = Buffer.byteLength(pdf, 'latin1');
pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;

writeFileSync(new URL('../public/user-manual.pdf', import.meta.url), pdf, 'latin1');
