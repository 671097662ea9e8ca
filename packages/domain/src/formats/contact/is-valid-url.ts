// Scheme optional (people type www.example.com), a dotted host or localhost, optional port, path, query.
const urlPattern =
  /^(?:https?:\/\/)?(?:localhost|(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63})(?::\d{1,5})?(?:[/?#][^\s]*)?$/iu;

/**
 * Whether a value is a web address (http or https, scheme optional).
 * @example isValidUrl('https://example.com/path?q=1') // true
 * @example isValidUrl('not a url') // false
 */
export function isValidUrl(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 2048 && urlPattern.test(value);
}
