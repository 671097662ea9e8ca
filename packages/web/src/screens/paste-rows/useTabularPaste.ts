import { useEffect } from 'react';

/** Where a paste is the field's own business, not the page's. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Hands over rows pasted on the page itself (Ctrl+V or Cmd+V outside any field) when they look
 * like spreadsheet rows: several lines, or cells separated by tabs.
 */
export function useTabularPaste(enabled: boolean, onRows: (text: string) => void): void {
  useEffect(() => {
    if (!enabled) return;
    const onPaste = (event: ClipboardEvent) => {
      if (isEditable(event.target)) return;
      const text = event.clipboardData?.getData('text/plain') ?? '';
      if (!text.includes('\t') && !text.trim().includes('\n')) return;
      event.preventDefault();
      onRows(text);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [enabled, onRows]);
}
