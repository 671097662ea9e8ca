/**
 * A user's page: `/user/{username}`, its dots encoded too (business-areas.md §2), so that a
 * username never reads as a file name to a server or proxy in front of the application.
 * @example userPath('ada.lovelace@demo') // '/user/ada%2Elovelace%40demo'
 */
export function userPath(username: string): string {
  return `/user/${encodeURIComponent(username).replace(/\./g, '%2E')}`;
}
