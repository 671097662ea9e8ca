import { Combobox, type CSSVariablesResolver, createTheme, Notification } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // A darker shade than Mantine's default keeps white text on primary buttons above 4.5:1 contrast.
  primaryShade: { light: 7, dark: 8 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'sm',
  components: {
    // Mantine keeps a closed dropdown mounted and hidden: each one then renders all its options and
    // is positioned by floating-ui at mount, reading the page's computed style (tens of
    // milliseconds for a form of selects). Mounted only while open, a closed select costs its input.
    Combobox: Combobox.extend({ defaultProps: { keepMounted: false } }),
    // Under a title Mantine greys a notification's text (gray.6, 3.3:1 on white): the dimmed colour
    // resolved below keeps 4.5:1, on the light and the dark notification alike.
    Notification: Notification.extend({ styles: { description: { color: 'var(--mantine-color-dimmed)' } } }),
  },
});

/**
 * Field error messages in a red dark enough for small text on white (4.5:1, WCAG AA); the text of
 * "light" variants (the active menu entry, light buttons) in a shade that keeps 4.5:1 on their
 * tinted background, hovered too; links likewise on hovered table rows; dimmed text (field
 * descriptions, the palette's result kinds) likewise on a selected or hovered grey row, and on a
 * dark card.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-error': resolved.colors.red[9],
    '--mantine-color-dimmed': resolved.colors.gray[7],
    // Links keep 4.5:1 on a striped table row under the pointer too.
    '--mantine-color-anchor': resolved.colors.indigo[8],
    '--mantine-primary-color-light-color': resolved.colors.indigo[9],
    '--mantine-color-indigo-light-color': resolved.colors.indigo[9],
    '--mantine-primary-color-light-hover': resolved.colors.indigo[1],
    '--mantine-color-indigo-light-hover': resolved.colors.indigo[1],
  },
  dark: {
    // Mantine's dark dimmed (dark.2) keeps only 3.5:1 on a card (dark.6): one shade lighter keeps 4.5:1.
    '--mantine-color-dimmed': resolved.colors.dark[1],
  },
});
