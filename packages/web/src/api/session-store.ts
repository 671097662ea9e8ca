/** The session token, kept in local storage so a reload stays signed in (foundation.md §9: UI state in local storage). */
const key = 'lessor.session';

export const sessionStore = {
  get(): string | null {
    return localStorage.getItem(key);
  },
  set(token: string): void {
    localStorage.setItem(key, token);
  },
  clear(): void {
    localStorage.removeItem(key);
  },
};
