import { type EntityDefinition, findEntity } from '@lessor/domain/entities';
import type { FieldDefinition } from '@lessor/domain/fields';
import type { DetailLayout, LayoutCard, LayoutField } from '../../cards/detail-layout.ts';

/** A list of persons by role, or of asset lines: each has a card of its own (foundation.md §2). */
function listCardType(field: FieldDefinition | undefined): 'Persons' | 'Assets' | undefined {
  if (field?.type !== 'list' || !field.fields) return undefined;
  if ('personRegistration' in field.fields && 'role' in field.fields) return 'Persons';
  if ('assetRegistration' in field.fields) return 'Assets';
  return undefined;
}

/**
 * Lists of the record edited in a shared dialog, and a person's roles in a multiple select, by the
 * field names the catalogue gives them.
 */
const dialogWidgets: Readonly<Record<string, string>> = {
  addresses: 'addresses',
  bankAccounts: 'bank accounts',
  contacts: 'contacts',
  registrations: 'registrations',
  roles: 'roles',
};

/**
 * A person's registration number looks its company up in the registry (business-areas.md §7); its
 * username is checked as the quick add's (§5).
 */
const lookupWidgets: Readonly<Record<string, string>> = {
  'Person.registration': 'registration lookup',
  'Person.username': 'person username',
};

function fieldElement(entity: EntityDefinition, field: string): LayoutField {
  const widget =
    entity.fields[field]?.type === 'list' ? dialogWidgets[field] : lookupWidgets[`${entity.name}.${field}`];
  return widget ? { field, props: { widget } } : { field };
}

/** The section's cards: its plain fields in one, each persons or assets list in its own. */
function sectionCards(entity: EntityDefinition, section: EntityDefinition['form'][number]): LayoutCard[] {
  const condition = section.visibleWhen ? { visibleWhen: section.visibleWhen } : {};
  const plain = section.fields.filter((name) => listCardType(entity.fields[name]) === undefined);
  const cards: LayoutCard[] =
    plain.length > 0
      ? [{ title: section.title, elements: plain.map((field) => fieldElement(entity, field)), ...condition }]
      : [];
  for (const name of section.fields) {
    const type = listCardType(entity.fields[name]);
    if (type) cards.push({ type, title: type, elements: [{ field: name }], ...condition });
  }
  return cards;
}

/** The records of another entity that name this one (`contractRegistration` on invoices), listed under it. */
function subEntityCards(entity: EntityDefinition): LayoutCard[] {
  const linkField = `${entity.name.charAt(0).toLowerCase()}${entity.name.slice(1)}Registration`;
  return (['Invoice', 'Communication', 'Task'] as const).flatMap((name): LayoutCard[] => {
    const subEntity = findEntity(name);
    if (!subEntity || !(linkField in subEntity.fields)) return [];
    return [{ type: 'SubEntities', title: subEntity.pluralLabel, props: { entity: name, field: linkField } }];
  });
}

/** A financing file (amount, rate, duration) gets a loan calculator starting from its terms. */
function calculatorCards(entity: EntityDefinition): LayoutCard[] {
  const terms = {
    amount: 'financedAmountExclTax',
    rate: 'rate',
    count: 'duration',
    residualValue: 'residualValue',
  };
  if (!['amount', 'rate', 'count'].every((term) => terms[term as keyof typeof terms] in entity.fields))
    return [];
  return [
    { title: 'Calculator', collapsed: true, elements: [{ inline: 'calculator', props: { from: terms } }] },
  ];
}

/** A financing file with asset lines (a contract, a deal) gets its summary: amounts, instalment, cost. */
function summaryCards(entity: EntityDefinition): LayoutCard[] {
  const terms = ['financedAmountExclTax', 'duration', 'rate'];
  const hasLines = listCardType(entity.fields.assets) === 'Assets';
  return hasLines && terms.every((term) => term in entity.fields)
    ? [{ title: 'Summary', elements: [{ inline: 'contractsummary' }] }]
    : [];
}

/** A financing file (amount, duration, start date) gets its payment plan, computed from its terms. */
function paymentPlanCards(entity: EntityDefinition): LayoutCard[] {
  const terms = ['financedAmountExclTax', 'duration', 'startDate'];
  return terms.every((term) => term in entity.fields) ? [{ type: 'PaymentPlan', title: 'Payment plan' }] : [];
}

/**
 * A person whose record names related persons (`descendants`) gets the relations diagram, served by
 * `GET {route}/{registration}/hierarchy`.
 */
function relationsCards(entity: EntityDefinition): LayoutCard[] {
  const descendants = entity.fields.descendants;
  return descendants?.type === 'list' && descendants.fields && 'personRegistration' in descendants.fields
    ? [{ type: 'Relations', title: 'Relations diagram' }]
    : [];
}

/** The Images and Documents cards the declaration asks for; like Notes, they show only once the record has an id. */
function fileCards(entity: EntityDefinition): LayoutCard[] {
  return [
    ...(entity.hasImages ? [{ type: 'Images', title: 'Images' }] : []),
    ...(entity.hasDocuments ? [{ type: 'Documents', title: 'Documents' }] : []),
  ];
}

/** The cards of the spec's layout the declaration asks for by name (an import's results). */
function declaredCards(entity: EntityDefinition): LayoutCard[] {
  const titles = { ImportResults: 'Import results', DocumentFile: 'File' } as const;
  return (entity.detailCards ?? []).map((type) => ({ type, title: titles[type] }));
}

/**
 * The detail page an entity gets when no layout is configured: one card per declared form section
 * (persons and asset lists in cards of their own), a financing file's payment plan, a person's
 * relations diagram and the records naming it on the left; the
 * sticky workflow card, images and documents, notes, history and audits on the right (those need a
 * saved record).
 */
export function layoutFromEntity(entity: EntityDefinition): DetailLayout {
  const left = [
    ...entity.form.flatMap((section) => sectionCards(entity, section)),
    ...paymentPlanCards(entity),
    ...relationsCards(entity),
    ...declaredCards(entity),
    ...subEntityCards(entity),
  ];
  const right: LayoutCard[] = entity.apiReadOnly
    ? []
    : [
        { type: 'Workflow', title: 'Workflow', sticky: true },
        ...summaryCards(entity),
        ...calculatorCards(entity),
        ...fileCards(entity),
        ...(entity.name === 'Note' ? [] : [{ type: 'Notes', title: 'Notes' }]),
        { type: 'History', title: 'History' },
        { type: 'Audits', title: 'Audits', collapsed: true },
      ];
  return { left, right };
}
