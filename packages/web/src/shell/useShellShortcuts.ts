import { useHotkeys } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { openScriptRun } from './open-script-run.ts';
import { announceShortcut } from './shortcuts.ts';

interface ShellActions {
  isAdmin: boolean;
  allowOpenQueryToken: boolean;
  username: string | undefined;
  reloadRoute(): void;
  toggleMenu(): void;
  openSearch(): void;
  showShortcuts(): void;
}

// Alt shortcuts match the physical key: on a Mac, Alt+R types "®".
const physical = { usePhysicalKeys: true };

/** Binds the shortcuts of foundation.md §2 for the whole authenticated shell. */
export function useShellShortcuts(actions: ShellActions) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // These work while typing in a field too.
  useHotkeys(
    [
      [
        'alt+R',
        () => {
          void queryClient.invalidateQueries();
          actions.reloadRoute();
        },
        physical,
      ],
      ['alt+T', actions.toggleMenu, physical],
      ['alt+Q', () => announceShortcut('toggleAdvancedSearch'), physical],
      ['alt+C', () => announceShortcut('toggleAllCards'), physical],
      ['alt+S', () => announceShortcut('runAdvancedSearch'), physical],
      ['ctrl+B', () => announceShortcut('toggleSideColumn')],
      ['mod+K', actions.openSearch],
      ['F9', () => announceShortcut('toggleSideView')],
      [
        'ctrl+shift+S',
        () => {
          if (actions.isAdmin) navigate('/scripts');
        },
      ],
      [
        'ctrl+shift+X',
        () => {
          if (actions.isAdmin || actions.allowOpenQueryToken)
            openScriptRun('hello-world', { who: actions.username ?? '' });
        },
      ],
    ],
    [],
  );
  // These would get in the way of typing.
  useHotkeys([
    ['shift+?', actions.showShortcuts],
    ['?', actions.showShortcuts],
    ['Escape', () => announceShortcut('toggleSideView'), { preventDefault: false }],
  ]);
}
