/**
 * The documents Lessor prints from a record with its built-in layouts (business-areas.md §5, §7):
 * each named, for one entity, answered as a PDF by `GET {entity route}/{id}/print/{name}`. A
 * tenant adds its own Word templates as Report records of type DOCUMENT (docs/printing.md),
 * printed by the same route under the report's registration.
 */
export const printTemplates = [
  { name: 'contract-schedule', entityName: 'Contract', title: 'Contract with its schedule' },
  { name: 'invoice', entityName: 'Invoice', title: 'Invoice' },
  { name: 'payment-reminder', entityName: 'Invoice', title: 'Payment reminder' },
  { name: 'direct-debit-mandate', entityName: 'Person', title: 'Direct debit mandate' },
] as const;

export type PrintTemplate = (typeof printTemplates)[number];
export type PrintTemplateName = PrintTemplate['name'];

/** The templates a record of this entity prints with. */
export const printTemplatesOf = (entityName: string): readonly PrintTemplate[] =>
  printTemplates.filter((template) => template.entityName === entityName);

/**
 * Where a record is printed with a template.
 * @example printPath('/api/financing/contracts', 'CTR00000001', 'contract-schedule') // '/api/financing/contracts/CTR00000001/print/contract-schedule'
 */
export const printPath = (apiPath: string, id: string, template: string) =>
  `${apiPath}/${encodeURIComponent(id)}/print/${encodeURIComponent(template)}`;

/** One choice of a record's Print: a built-in layout, or one of the tenant's Word templates. */
export interface PrintTemplateChoice {
  /** What the print path names: a layout's name, or a template's report registration. */
  name: string;
  title: string;
  kind: 'built-in' | 'docx';
}

/** Where the choices of an entity's Print are read: its layouts, then the tenant's templates. */
export const printTemplatesPath = (apiPath: string) => `${apiPath}/print-templates`;

/** How a Word template is answered: a PDF (LibreOffice on the server), or the filled Word file. */
export type PrintFormatName = 'pdf' | 'docx';
