import { LessorError } from '@lessor/domain/errors';

const longestName = 255;
// Control characters would break the Content-Disposition header and confuse file managers.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const controlCharacters = /[\u0000-\u001f\u007f]/;

/** A document's name, trimmed: a non-empty single line of at most 255 characters. */
export function documentName(value: unknown, field = 'name'): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw new LessorError('INVALID_NON_EMPTY_STRING_FIELD', [field]);
  const name = value.trim();
  if (name.length > longestName || controlCharacters.test(name))
    throw new LessorError('INVALID_FIELD_VALUE', [name.slice(0, 40), field]);
  return name;
}
