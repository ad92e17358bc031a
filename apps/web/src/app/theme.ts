import { Alert, Anchor, createTheme, InputWrapper, type CSSVariablesResolver } from '@mantine/core';
import { brandBlue, fontFamily, fontSizes, headingSizes, spacing, surface } from '../config/tokens';

export const theme = createTheme({
  colors: { brand: brandBlue },
  primaryColor: 'brand',
  // Shade 7 carries white text at 7.6:1; Mantine's default shade 6 would be the lighter 6.2:1.
  primaryShade: { light: 7, dark: 7 },
  defaultRadius: 'md',
  fontFamily,
  headings: { fontFamily, fontWeight: '700', sizes: headingSizes },
  fontSizes,
  spacing,
  black: surface.text,
  components: {
    // Links are underlined, as GOV.UK does: the dark primary blue is too close to the text colour
    // to tell a link inside a sentence by colour alone (axe: link-in-text-block).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // Labels carry no asterisk: a field is required unless its label says "(optional)" (as the
    // GOV.UK design system advises). `required` still marks the input for assistive technology.
    InputWrapper: InputWrapper.extend({ defaultProps: { withAsterisk: false } }),
    // A modal's <header> sits in a dialog, not in sectioning content, so it would count as a second
    // banner landmark beside the page's own (axe: landmark-no-duplicate-banner).
    ModalHeader: { defaultProps: { component: 'div' } },
    // An alert's title in its colour on that colour's light ground is under 4.5:1 for green and
    // yellow (axe: color-contrast): it takes the text's colour; the ground still tells the kind.
    Alert: Alert.extend({ styles: { title: { color: 'var(--mantine-color-text)' } } }),
  },
});

/**
 * Mantine's error red (shade 6: a field's message, its text and border) is 3.3:1 on white, which
 * fails WCAG AA contrast under axe; shade 8 is 5.8:1, as in dark mode. Its dimmed grey (shade 6:
 * a field's description, `c="dimmed"` text) fails too at 3.3:1; the muted token is 7.6:1. Its
 * placeholder grey fails as well where the placeholder is text, as in a file input's "Choose a file".
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-dimmed': surface.muted,
    '--mantine-color-placeholder': surface.placeholder,
  },
  dark: {},
});
