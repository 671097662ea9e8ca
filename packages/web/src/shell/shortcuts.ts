/**
 * The keyboard shortcuts of foundation.md §2. Shell shortcuts act at once; page shortcuts are
 * announced as a `lessor:shortcut` window event carrying the action, for the page that has the
 * side view, the filters or the cards to act on.
 */
export type ShortcutAction =
  | 'reloadRoute'
  | 'toggleTool'
  | 'submitForm'
  | 'openScripts'
  | 'toggleSideView'
  | 'toggleAdvancedSearch'
  | 'toggleSideColumn'
  | 'toggleAllCards'
  | 'runAdvancedSearch'
  | 'saveAdvancedSearch'
  | 'helloWorld'
  | 'openSearch'
  | 'showShortcuts';

export interface Shortcut {
  keys: readonly string[];
  action: ShortcutAction;
  description: string;
  where: 'Everywhere' | 'Forms' | 'Lists' | 'Detail pages' | 'Advanced search';
  /** Who may use it, when not everyone. */
  restriction?: 'admins' | 'openQueryToken';
}

export const shortcuts: readonly Shortcut[] = [
  { keys: ['?'], action: 'showShortcuts', description: 'Show the keyboard shortcuts', where: 'Everywhere' },
  {
    keys: ['Ctrl+K', 'Cmd+K'],
    action: 'openSearch',
    description: 'Search every record',
    where: 'Everywhere',
  },
  { keys: ['Alt+R'], action: 'reloadRoute', description: 'Reload the page data', where: 'Everywhere' },
  { keys: ['Alt+T'], action: 'toggleTool', description: 'Show or hide the menu', where: 'Everywhere' },
  { keys: ['Ctrl+S', 'Cmd+S'], action: 'submitForm', description: 'Save the form', where: 'Forms' },
  {
    keys: ['Ctrl+Shift+S'],
    action: 'openScripts',
    description: 'Open the scripts',
    where: 'Everywhere',
    restriction: 'admins',
  },
  {
    keys: ['F9', 'Esc'],
    action: 'toggleSideView',
    description: 'Show or hide the side view',
    where: 'Lists',
  },
  {
    keys: ['Alt+Q'],
    action: 'toggleAdvancedSearch',
    description: 'Show or hide the advanced search filters',
    where: 'Lists',
  },
  {
    keys: ['Ctrl+B'],
    action: 'toggleSideColumn',
    description: 'Show or hide the side column',
    where: 'Detail pages',
  },
  {
    keys: ['Alt+C'],
    action: 'toggleAllCards',
    description: 'Open or close all cards',
    where: 'Detail pages',
  },
  {
    keys: ['Alt+S'],
    action: 'runAdvancedSearch',
    description: 'Run the advanced search',
    where: 'Advanced search',
  },
  {
    keys: ['Ctrl+S', 'Cmd+S'],
    action: 'saveAdvancedSearch',
    description: 'Save the advanced search',
    where: 'Advanced search',
  },
  {
    keys: ['Ctrl+Shift+X'],
    action: 'helloWorld',
    description: 'Run the hello-world script in a new tab',
    where: 'Everywhere',
    restriction: 'openQueryToken',
  },
];

export const shortcutEvent = 'lessor:shortcut';

/** Tells the page that one of its shortcuts was pressed. */
export function announceShortcut(action: ShortcutAction): void {
  window.dispatchEvent(new CustomEvent(shortcutEvent, { detail: action }));
}
