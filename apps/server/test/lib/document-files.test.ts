import { describe, expect, it } from 'vitest';
import { cleanFileName, contentDisposition } from '../../src/lib/files/file-name';
import { identifyDocument } from '../../src/lib/files/identify';
import { jpeg, png } from '../helpers/images';
import { pdf } from '../helpers/land-fixtures';

const text = (value: string) => Buffer.from(value, 'latin1');
const withEnd = (end: string) => Buffer.concat([pdf().subarray(0, -1), text(end)]);

describe('documents are known by their bytes', () => {
  it('knows a PDF of version 1 or 2, ending at %%EOF with at most one line end', () => {
    expect(identifyDocument(pdf())).toBe('application/pdf');
    expect(identifyDocument(withEnd(''))).toBe('application/pdf');
    expect(identifyDocument(withEnd('\r\n'))).toBe('application/pdf');
    expect(identifyDocument(withEnd('\r'))).toBe('application/pdf');
    expect(identifyDocument(text('%PDF-1.7\n%%EOF'))).toBe('application/pdf');
    expect(identifyDocument(Buffer.concat([text('%PDF-2.0'), pdf().subarray(8)]))).toBe(
      'application/pdf',
    );
  });

  it('refuses a PDF with anything after its end, or another version', () => {
    for (const end of ['\n\n', '\n\r', ' ', '\n%%EOF-not', '\n<html>']) {
      expect(identifyDocument(withEnd(end)), JSON.stringify(end)).toBeUndefined();
    }
    expect(identifyDocument(Buffer.concat([text('%PDF-3.0'), pdf().subarray(8)]))).toBeUndefined();
    expect(identifyDocument(text('%%EOF'))).toBeUndefined();
  });

  it('knows PNG and JPEG, whatever they are called, and nothing else', () => {
    expect(identifyDocument(png())).toBe('image/png');
    expect(identifyDocument(jpeg)).toBe('image/jpeg');
    expect(identifyDocument(text('GIF89a'))).toBeUndefined();
    expect(identifyDocument(Buffer.concat([png(), text('\n')]))).toBeUndefined();
  });
});

describe('document names', () => {
  it('keep the last segment, without control or format characters, at most 150 characters', () => {
    expect(cleanFileName('C:\\Users\\ivy\\plan.pdf')).toBe('plan.pdf');
    expect(cleanFileName('a/b/../plan.pdf')).toBe('plan.pdf');
    expect(cleanFileName('pl\u202Efdp.exe')).toBe('plfdp.exe');
    expect(cleanFileName('line\r\nbreak.pdf')).toBe('linebreak.pdf');
    expect(cleanFileName('..hidden')).toBe('hidden');
    expect(cleanFileName('')).toBe('document');
    expect(cleanFileName(undefined)).toBe('document');
    expect([...cleanFileName('é'.repeat(200))]).toHaveLength(150);
  });

  it('are sent as a plain filename, or with RFC 5987 when they need more than ASCII', () => {
    expect(contentDisposition('attachment', 'plan.pdf')).toBe('attachment; filename="plan.pdf"');
    expect(contentDisposition('inline', 'say "hi".pdf')).toBe(
      `inline; filename="say _hi_.pdf"; filename*=UTF-8''say%20%22hi%22.pdf`,
    );
    expect(contentDisposition('attachment', "Ruto's plan (1).pdf")).toBe(
      `attachment; filename="Ruto's plan (1).pdf"`,
    );
  });
});
