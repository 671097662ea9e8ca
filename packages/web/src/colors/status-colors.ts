import type { StatusCategory } from '@lessor/domain/workflow';

/**
 * The badge colours of each workflow category (foundation.md §4): a background and the text on it
 * that keeps 4.5:1 contrast for the badge's small letters.
 */
export const statusColors: Readonly<Record<StatusCategory, { background: string; color: string }>> = {
  error: { background: 'var(--mantine-color-red-9)', color: 'var(--mantine-color-white)' },
  warning: { background: 'var(--mantine-color-yellow-6)', color: 'var(--mantine-color-black)' },
  stopped: { background: 'var(--mantine-color-gray-7)', color: 'var(--mantine-color-white)' },
  ongoing: { background: 'var(--mantine-color-blue-9)', color: 'var(--mantine-color-white)' },
  current: { background: 'var(--mantine-color-violet-9)', color: 'var(--mantine-color-white)' },
  // Mantine's darkest green keeps only 4.3:1 under white text.
  success: { background: '#1e6b30', color: 'var(--mantine-color-white)' },
};
