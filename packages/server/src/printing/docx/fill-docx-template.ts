import { LessorError } from '@lessor/domain/errors';
import type PizZip from 'pizzip';

/** What docxtemplater says of a template it cannot fill: one sentence per tag it could not read. */
interface TemplateErrors {
  properties?: { errors?: { properties?: { explanation?: string } }[]; explanation?: string };
}

/**
 * Fills a Word template with a record's data (docxtemplater's tags: `{name}`, `{#persons}…{/persons}`
 * loops, `{^field}…{/field}` when empty, `{raw.amountExclTax}` into objects). A tag naming nothing prints as nothing rather than
 * "undefined"; a line break in a value is a line break in the document. A file that is not a Word
 * document, or a template whose tags do not close, is refused with TEMPLATE_INVALID and why.
 */
export async function fillDocxTemplate(
  name: string,
  template: Uint8Array,
  data: Record<string, unknown>,
): Promise<Buffer> {
  // Loaded with the first template filled: most servers never fill one.
  const [{ default: Docxtemplater }, { default: ZipFile }] = await Promise.all([
    import('docxtemplater'),
    import('pizzip'),
  ]);
  let zip: PizZip;
  try {
    zip = new ZipFile(template);
  } catch {
    throw new LessorError('TEMPLATE_INVALID', [name, 'it is not a Word (.docx) file']);
  }
  try {
    const document = new Docxtemplater(zip, {
      paragraphLoop: true,
      linebreaks: true,
      nullGetter: () => '',
      // The refusal says what is wrong; the server's log needs no copy of the template's errors.
      errorLogging: false,
      parser: (tag) => ({ get: (scope: unknown) => valueAt(scope, tag) }),
    });
    document.render(data);
    return document.toBuffer();
  } catch (error) {
    const details = (error as TemplateErrors).properties;
    const explanations = details?.errors?.map((each) => each.properties?.explanation).filter(Boolean) ?? [];
    const why = explanations.length > 0 ? explanations.join('; ') : (details?.explanation ?? String(error));
    throw new LessorError('TEMPLATE_INVALID', [name, why]);
  }
}

/** A tag's value: `.` is the loop's item itself, `a.b` reads into objects (`{raw.amountExclTax}`). */
function valueAt(scope: unknown, tag: string): unknown {
  if (tag === '.') return scope;
  let value = scope;
  for (const key of tag.trim().split('.')) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}
