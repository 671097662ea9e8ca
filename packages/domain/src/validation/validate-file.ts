import { fieldMessages } from '../fields/field-messages.ts';
import { formatSize, parseSize } from '../formats/numbers/format-size.ts';
import type { FieldRules } from './field-rules.ts';

/** A file chosen in a form or described in a body. */
export interface FileLike {
  name?: unknown;
  size?: unknown;
  /** An error the upload already carries: the file is rejected with it. */
  error?: unknown;
}

/** Which rule of its field a file breaks, with what the message needs. */
export type BrokenFileRule =
  | { rule: 'format' }
  | { rule: 'own'; message: string }
  | { rule: 'extension'; extension: string; accepted: readonly string[] }
  | { rule: 'size'; limitBytes: number };

/**
 * The first rule of its field a file breaks: its own error, then its extension, then its size
 * (1 MB = 1048576 bytes); undefined when it breaks none.
 * @example brokenFileRule({ name: 'a.exe', size: 1 }, { extensions: ['pdf'] })
 *   // { rule: 'extension', extension: 'exe', accepted: ['pdf'] }
 */
export function brokenFileRule(
  file: unknown,
  field: Pick<FieldRules, 'maxSize' | 'extensions'>,
): BrokenFileRule | undefined {
  if (typeof file !== 'object' || file === null) return { rule: 'format' };
  const name = 'name' in file ? file.name : undefined;
  const size = 'size' in file ? file.size : undefined;
  const error = 'error' in file ? file.error : undefined;
  if (typeof error === 'string' && error !== '') return { rule: 'own', message: error };
  if (field.extensions && field.extensions.length > 0) {
    const accepted = field.extensions.map((extension) => extension.replace(/^\./, '').toLowerCase());
    const extension = extensionOf(name);
    if (!accepted.includes(extension)) return { rule: 'extension', extension, accepted };
  }
  const limit = parseSize(field.maxSize);
  if (limit !== null && typeof size === 'number' && size > limit) return { rule: 'size', limitBytes: limit };
  return undefined;
}

/** The message of a broken file rule, word for word (foundation.md §5). */
export function fileRuleMessage(broken: BrokenFileRule): string {
  switch (broken.rule) {
    case 'format':
      return fieldMessages.invalidFormat();
    case 'own':
      return broken.message;
    case 'extension':
      return fieldMessages.forbiddenExtension(broken.extension, broken.accepted);
    case 'size':
      return fieldMessages.fileTooLarge(formatSize(broken.limitBytes));
  }
}

/**
 * File: its own error first; then its extension ('Forbidden document extension "exe". Accepted
 * formats: pdf, png'); then its size ('File too large. Max size 5 MB', 1 MB = 1048576 bytes).
 * @example validateFile({ name: 'scan.pdf', size: 6 * 1048576 }, { maxSize: 5 }) // 'File too large. Max size 5 MB'
 */
export function validateFile(
  file: unknown,
  field: Pick<FieldRules, 'maxSize' | 'extensions'>,
): string | undefined {
  const broken = brokenFileRule(file, field);
  return broken && fileRuleMessage(broken);
}

/**
 * Files: the first file's problem, if any.
 * @example validateFiles([{ name: 'a.exe', size: 1 }], { extensions: ['pdf'] })
 *   // 'Forbidden document extension "exe". Accepted formats: pdf'
 */
export function validateFiles(
  files: unknown,
  field: Pick<FieldRules, 'maxSize' | 'extensions'>,
): string | undefined {
  if (!Array.isArray(files)) return validateFile(files, field);
  for (const file of files) {
    const problem = validateFile(file, field);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * A file name's extension, lower case, without the dot; '' when it has none.
 * @example extensionOf('Scan.PDF') // 'pdf'
 */
export function extensionOf(name: unknown): string {
  if (typeof name !== 'string') return '';
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}
