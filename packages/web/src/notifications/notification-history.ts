/** The notifications shown since the page opened, newest first, for the notifications screen. */
export interface ShownNotification {
  id: number;
  at: Date;
  level: NotificationLevel;
  title?: string;
  message: string;
}

export type NotificationLevel = 'success' | 'info' | 'warning' | 'error';

const limit = 100;
let shown: readonly ShownNotification[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

export const notificationHistory = {
  add(entry: Omit<ShownNotification, 'id' | 'at'>): void {
    shown = [{ ...entry, id: nextId++, at: new Date() }, ...shown].slice(0, limit);
    for (const listener of listeners) listener();
  },
  get: (): readonly ShownNotification[] => shown,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
