import type { Token } from 'marked';
import { fonts } from './pdf-style';

/** A stretch of text drawn in one font. */
export type Run = { text: string; font: string };

type Emphasis = { bold: boolean; italic: boolean };

function fontFor({ bold, italic }: Emphasis): string {
  if (bold && italic) return fonts.boldItalic;
  if (bold) return fonts.bold;
  return italic ? fonts.italic : fonts.regular;
}

/** Marked's inline tokens as font runs. Anything else fails, so no markup is silently dropped. */
export function inlineRuns(
  tokens: Token[],
  emphasis: Emphasis = { bold: false, italic: false },
): Run[] {
  return tokens.flatMap((token): Run[] => {
    switch (token.type) {
      case 'text':
        // A line break inside a Markdown paragraph is only a space; pdfkit would keep it.
        return token.tokens
          ? inlineRuns(token.tokens, emphasis)
          : [{ text: token.text.replace(/\n/g, ' '), font: fontFor(emphasis) }];
      case 'escape':
        return [{ text: token.text, font: fontFor(emphasis) }];
      case 'strong':
        return inlineRuns(token.tokens ?? [], { ...emphasis, bold: true });
      case 'em':
        return inlineRuns(token.tokens ?? [], { ...emphasis, italic: true });
      case 'codespan':
        return [{ text: token.text, font: fonts.code }];
      case 'link': {
        // A printed page cannot be clicked: show where the link goes when its text does not
        // (an email address or URL typed in the text is a link to itself).
        const runs = inlineRuns(token.tokens ?? [], emphasis);
        if ([token.text, `mailto:${token.text}`].includes(token.href)) return runs;
        return [...runs, { text: ` (${token.href})`, font: fontFor(emphasis) }];
      }
      default:
        throw new Error(
          `The user manual uses Markdown the PDF renderer does not lay out: ${token.type} in "${token.raw}"`,
        );
    }
  });
}

export function plainText(tokens: Token[]): string {
  return inlineRuns(tokens)
    .map((run) => run.text)
    .join('');
}
