import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  emailField,
  newPasswordField,
  optionalText,
  phoneField,
  plainText,
  requiredMultiLineText,
  requiredText,
} from '@portal/shared/fields';
import { messages } from '@portal/shared/messages';
import { PageQuerySchema, SearchSchema } from '@portal/shared/pagination';

const character = (code: number) => String.fromCharCode(code);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, at) => character(from + at));

/** C0 (U+0000 to U+001F), DEL and C1 (U+0080 to U+009F). */
const controls = [...range(0x00, 0x1f), character(0x7f), ...range(0x80, 0x9f)];
const tabAndLineBreaks = ['\t', '\n', '\r'];
const otherControls = controls.filter((control) => !tabAndLineBreaks.includes(control));
/** Text people write: accents, other scripts, emoji with joiners, a no-break space. */
const fine = ['Zoë Wanjirũ', 'Ngũgĩ wa Thiong’o', '東京', 'مرحبا', '👩🏾‍💻 team', 'a\u00a0b', '~'];

const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
const code = (value: string) => `U+${value.charCodeAt(0).toString(16).padStart(4, '0')}`;

describe('the shared rule on control characters', () => {
  it('refuses every control character on one line, with one message', () => {
    for (const control of controls) {
      expect(messagesOf(plainText(), `ab${control}cd`), code(control)).toEqual([
        messages.controlCharacters,
      ]);
    }
  });

  it('refuses the Unicode line and paragraph separators on one line, as any line break', () => {
    for (const separator of ['\u2028', '\u2029']) {
      expect(messagesOf(plainText(), `ab${separator}cd`), code(separator)).toEqual([
        messages.controlCharacters,
      ]);
      expect(messagesOf(requiredText(), `Nia Njeri${separator}`), code(separator)).toEqual([
        messages.controlCharacters,
      ]);
    }
  });

  it('lets multi-line text keep tabs and line breaks, and only those', () => {
    for (const control of tabAndLineBreaks) {
      expect(plainText('multi').parse(`ab${control}cd`)).toBe(`ab${control}cd`);
    }
    for (const control of otherControls) {
      expect(messagesOf(plainText('multi'), `ab${control}cd`), code(control)).toEqual([
        messages.controlCharactersMultiLine,
      ]);
    }
  });

  it('accepts the text people write, whatever the script', () => {
    for (const value of fine) expect(plainText().parse(value)).toBe(value);
  });

  it('is judged before trimming, so a trailing line break is refused rather than dropped', () => {
    expect(messagesOf(requiredText(), 'Nia Njeri\n')).toEqual([messages.controlCharacters]);
    expect(messagesOf(optionalText(), '\tPLN')).toEqual([messages.controlCharacters]);
  });

  it.each([
    ['requiredText', requiredText(), 'Nia Njeri'],
    ['optionalText', optionalText(), 'PLN'],
    ['emailField', emailField, 'nia@example.com'],
    ['phoneField', phoneField, '712345678'],
    ['newPasswordField', newPasswordField, 'secret-pass-1'],
    ['requiredMultiLineText', requiredMultiLineText(), 'Water bills'],
  ] as const)('%s applies it, and nothing else says a word first', (_name, field, value) => {
    const result = messagesOf(field, `${value.slice(0, 1)}\u0000${value.slice(1)}`);
    expect(result).toHaveLength(1);
    expect(result[0]).toMatch(/^Remove control characters/);
    expect(field.safeParse(value).success).toBe(true);
  });

  it('applies it to search terms, posted and in page links', () => {
    expect(messagesOf(SearchSchema, { search_term: 'a\u001b[31m' })).toEqual([
      messages.controlCharacters,
    ]);
    expect(messagesOf(PageQuerySchema, { search_term: 'a\u0000' })).toEqual([
      messages.controlCharacters,
    ]);
  });
});
