import { deflateSync } from 'node:zlib';
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { applicationMessages } from '@portal/shared/application-messages';
import { cleanFileName, contentDisposition, nameForType } from '@server/lib/files/file-name';
import { identifyDocument } from '@server/lib/files/identify';
import { jpeg, png } from '../helpers/images';
import { pdf } from '../helpers/land-fixtures';

const text = (value: string) => Buffer.from(value, 'latin1');
const withEnd = (end: string) => Buffer.concat([pdf().subarray(0, -1), text(end)]);
const typeOf = async (bytes: Buffer) => (await identifyDocument(bytes)).type;
const refusalOf = async (bytes: Buffer) => (await identifyDocument(bytes)).refusal;

/** A one-page PDF as a real producer writes it, compressed object streams and all. */
async function made(change: (document: PDFDocument) => Promise<void> | void = () => {}) {
  const document = await PDFDocument.create();
  document.addPage([200, 200]).drawText('Business plan', { x: 20, y: 100 });
  await change(document);
  return Buffer.from(await document.save({ useObjectStreams: true }));
}

/** `pdf()` with a catalog that says more: an open action, names, an annotation. */
const catalogWith = (entries: string) =>
  text(
    `%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R ${entries} >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

describe('documents are known by their bytes', () => {
  it('knows a PDF of version 1 or 2 that parses, ending at %%EOF with at most one line end', async () => {
    expect(await typeOf(pdf())).toBe('application/pdf');
    expect(await typeOf(withEnd(''))).toBe('application/pdf');
    expect(await typeOf(withEnd('\r\n'))).toBe('application/pdf');
    expect(await typeOf(withEnd('\r'))).toBe('application/pdf');
    expect(await typeOf(Buffer.concat([text('%PDF-2.0'), pdf().subarray(8)]))).toBe(
      'application/pdf',
    );
    expect(await typeOf(await made())).toBe('application/pdf');
  });

  it('refuses a PDF with anything after its end, or another version', async () => {
    for (const end of ['\n\n', '\n\r', ' ', '\n%%EOF-not', '\n<html>']) {
      expect(await typeOf(withEnd(end)), JSON.stringify(end)).toBeUndefined();
    }
    expect(await typeOf(Buffer.concat([text('%PDF-3.0'), pdf().subarray(8)]))).toBeUndefined();
    expect(await typeOf(text('%%EOF'))).toBeUndefined();
  });

  it('refuses a PDF shell that does not parse as a PDF: a header and a trailer around anything', async () => {
    for (const inside of ['', 'hello', '1 0 obj << /Type /Catalog >> endobj', '\x00'.repeat(64)]) {
      const shell = text(`%PDF-1.7\n${inside}\n%%EOF`);
      expect(await refusalOf(shell), JSON.stringify(inside)).toBe(applicationMessages.fileType);
    }
  });

  it.each([
    [
      'a page of HTML in a PDF shell',
      text('%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF'),
    ],
    [
      'HTML in a comment of a PDF that parses',
      Buffer.concat([text('%PDF-1.7\n%<!DOCTYPE html>'), pdf().subarray(8)]),
    ],
    [
      'a script in a stream',
      text(
        `%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n3 0 obj << /Length 29 >> stream\n<SCRIPT>alert(1)</SCRIPT>\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
      ),
    ],
    [
      'an open action running JavaScript',
      catalogWith('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'),
    ],
    [
      'JavaScript spelled with a name escape',
      catalogWith('/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>'),
    ],
    ['a launch action', catalogWith('/OpenAction << /S /Launch /F (calc.exe) >>')],
    ['a link to javascript:', catalogWith('/OpenAction << /S /URI /URI (javascript:alert(1)) >>')],
    ['an XFA form', catalogWith('/AcroForm << /Fields [] /XFA [] >>')],
  ])('refuses %s as active content, with its own message', async (_, bytes) => {
    expect(await refusalOf(bytes)).toBe(applicationMessages.activePdf);
  });

  it('refuses JavaScript kept in a compressed object stream, and attached files', async () => {
    const action = '<< /S /JavaScript /JS (app.alert(1)) >>';
    const packed = deflateSync(text(`4 0 ${action}`));
    const hidden = Buffer.concat([
      text(
        '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >> endobj\n' +
          '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
          `3 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >> stream\n`,
      ),
      packed,
      text('\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    ]);
    expect(hidden.includes('JavaScript')).toBe(false);
    expect(await refusalOf(hidden)).toBe(applicationMessages.activePdf);
    const script = await made((document) => document.addJavaScript('greet', 'app.alert(1)'));
    expect(await refusalOf(script)).toBe(applicationMessages.activePdf);
    const attached = await made((document) =>
      document.attach(Buffer.from('MZ'), 'setup.exe', { mimeType: 'application/octet-stream' }),
    );
    expect(await refusalOf(attached)).toBe(applicationMessages.activePdf);
  });

  it('reads a PDF whose password only restricts printing, and refuses one that needs a password to open', async () => {
    const restricted = await made((document) =>
      document.encrypt({ ownerPassword: 'owner-secret', permissions: { printing: false } }),
    );
    expect(await typeOf(restricted)).toBe('application/pdf');
    const locked = await made((document) =>
      document.encrypt({ ownerPassword: 'owner-secret', userPassword: 'open-sesame' }),
    );
    expect(await refusalOf(locked)).toBe(applicationMessages.fileType);
  });

  it('knows PNG and JPEG, whatever they are called, and nothing else', async () => {
    expect(await typeOf(png())).toBe('image/png');
    expect(await typeOf(jpeg)).toBe('image/jpeg');
    expect(await typeOf(text('GIF89a'))).toBeUndefined();
    expect(await typeOf(Buffer.concat([png(), text('\n')]))).toBeUndefined();
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

  it("take the extension of the type their bytes are, never the sender's", () => {
    expect(nameForType('report.html', 'application/pdf')).toBe('report.pdf');
    expect(nameForType('plan', 'application/pdf')).toBe('plan.pdf');
    expect(nameForType('plan.PDF', 'application/pdf')).toBe('plan.PDF');
    expect(nameForType('scan.jpeg', 'image/jpeg')).toBe('scan.jpeg');
    expect(nameForType('scan.png', 'image/jpeg')).toBe('scan.jpg');
    expect(nameForType('archive.tar.gz', 'image/png')).toBe('archive.tar.png');
    expect(nameForType(`${'n'.repeat(150)}.exe`, 'application/pdf')).toBe(`${'n'.repeat(146)}.pdf`);
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
