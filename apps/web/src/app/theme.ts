import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 on white is 5.0:1; Mantine's default shade 6 fails WCAG AA contrast (3.6:1) under axe.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
});
