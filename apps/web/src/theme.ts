import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

// A burnt orange for the shop. Shade 7 (#c2410c) gives 5.2:1 against white, so filled buttons and
// links pass WCAG AA; the hover shade is darker still.
const brand: MantineColorsTuple = [
  '#fff7ed',
  '#ffedd5',
  '#fed7aa',
  '#fdba74',
  '#fb923c',
  '#f97316',
  '#ea580c',
  '#c2410c',
  '#9a3412',
  '#7c2d12',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: { brand },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  defaultRadius: 'md',
});

/**
 * Mantine's default dimmed grey and error red (3.3:1) are too light for small text; these pass AA
 * (red 9 is 5.5:1 on white, 4.9:1 on the sign-in screens' grey).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#495057', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
