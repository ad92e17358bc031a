import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../../packages/shared/src/permissions';
import { manualValues } from './manual-values';
import { renderManualPdf } from './render-manual-pdf';

const manual = readFileSync(join(import.meta.dirname, '../../../docs/user-manual.md'), 'utf8');

/**
 * The text an uncompressed pdfkit file shows: each `[<hex> kerning <hex> ...] TJ` operator holds
 * one line's run of Windows-1252 codes (the standard fonts' encoding), split where kerning applies.
 */
function pdfText(pdf: Buffer): string {
  const decoder = new TextDecoder('windows-1252');
  const runs = [...pdf.toString('latin1').matchAll(/\[([^\]]*)\] TJ/g)].map(([, operands]) =>
    [...(operands ?? '').matchAll(/<([0-9a-f]*)>/g)]
      .map(([, hex]) => decoder.decode(Buffer.from(hex ?? '', 'hex')))
      .join(''),
  );
  return runs.join(' ').replace(/\s+/g, ' ');
}

describe('renderManualPdf', () => {
  it('turns the user manual into a PDF with its chapters, the help line and the fee', async () => {
    const pdf = await renderManualPdf(manual, manualValues, { compress: false });

    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pageCount = Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);
    expect(pageCount).toBeGreaterThan(1);
    const text = pdfText(pdf);
    for (const chapter of [
      '1 Introduction',
      '2 Registering',
      '3 Verifying your email',
      '4 Signing in and out',
      '5 Two-step sign-in',
      '6 Forgotten password',
      '7 Your profile',
      '8 The dashboard and services',
      '9 Investing step by step',
      '10 Applying for land',
      '11 Water and electricity',
      '12 Paying online',
      '13 API keys for developers',
      '14 The back office for administrators',
      '15 Getting help',
    ]) {
      expect(text).toContain(chapter);
    }
    expect(text).toContain('+254 20 765 4321');
    expect(text).toContain('15,000 KES');
    expect(text).toContain(`Page ${pageCount} of ${pageCount}`);
    expect(text).not.toContain('{{');
  });

  it('explains every permission a role can grant, as the catalogue words it', async () => {
    const text = pdfText(await renderManualPdf(manual, manualValues, { compress: false }));
    for (const { key, description } of PERMISSIONS) {
      expect(manual).toContain(`| \`${key}\` | ${description} |`);
      expect(text).toContain(key);
    }
  });

  it('gives the same bytes for the same source', async () => {
    const [first, second] = await Promise.all([
      renderManualPdf(manual, manualValues),
      renderManualPdf(manual, manualValues),
    ]);
    expect(first.equals(second)).toBe(true);
  });

  it('refuses a placeholder it has no value for, naming it', async () => {
    await expect(renderManualPdf('# Help\n\nCall {{helpDesk}}.', manualValues)).rejects.toThrow(
      '{{helpDesk}}',
    );
  });

  it('refuses characters the standard PDF fonts cannot show', async () => {
    await expect(renderManualPdf('# Help\n\nNext → page.', manualValues)).rejects.toThrow('U+2192');
  });
});
