/**
 * Opens an address of Lessor's in a new browser window, without a handle back to this one. Called
 * right after the short call that makes the address, still within the click's user activation, so
 * popup blockers let it through.
 */
export function openInNewWindow(url: string): void {
  window.open(url, '_blank', 'noopener');
}
