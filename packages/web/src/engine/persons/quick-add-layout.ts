import type { EntityDefinition } from '@lessor/domain/entities';
import {
  type DetailLayout,
  isLayoutField,
  type LayoutCard,
  type LayoutField,
} from '../cards/detail-layout.ts';
import { layoutFromEntity } from '../detail/layout/layout-from-entity.ts';

/** business-areas.md §2: the quick add asks first for the person's identity and contact details. */
const basicSections = new Set(['Identity', 'Contact details']);
/**
 * What a new person does not ask: its registration and status are given, its user is asked apart;
 * but a registration is asked of a professional, who must have one.
 */
const notAsked = new Set(['registration', 'status', 'username']);
/** The sections 'See more' adds: birth, addresses, bank accounts, contacts, legal, web and the household's money. */
const detailedSections = new Set([
  'Registrations',
  'Addresses',
  'Birth',
  'Bank accounts',
  'Contacts',
  'Legal',
  'Web',
  'Family',
  'Employment',
  'Income',
  'Expenditure',
]);

/** The quick add's cards: the person's basic fields, then in detailed mode the sections it adds. */
export interface QuickAddLayout {
  basic: LayoutCard[];
  detailed: LayoutCard[];
  /** The fields only the detailed cards hold. */
  detailedFields: ReadonlySet<string>;
  /** Both, for the form that holds every field either shows. */
  whole: DetailLayout;
}

/**
 * The quick-add person dialog's layout (business-areas.md §2), drawn from the entity's own page: a
 * Person card of its basic fields, and the sections of its page that detailed mode adds, each with
 * the conditions on the person's type that the page has.
 */
export function quickAddLayout(entity: EntityDefinition): QuickAddLayout {
  const named = entity.form.filter((section) => basicSections.has(section.title));
  // A declaration without those sections (one section of every field) is asked whole.
  const fields = (named.length > 0 ? named : entity.form.slice(0, 1))
    .flatMap((section) => section.fields)
    .filter((field) => !notAsked.has(field));
  // A field not asked that some types must have (a professional's registration number) is asked of them.
  const mandatoryForSome = [...notAsked].flatMap((field): LayoutField[] => {
    const condition = entity.fields[field]?.mandatoryWhen;
    return condition ? [{ field, props: { visibleWhen: condition } }] : [];
  });
  const basic: LayoutCard[] = [
    { title: 'Person', elements: [...fields.map((field) => ({ field })), ...mandatoryForSome] },
  ];
  const detailed = layoutFromEntity(entity).left.filter(
    (card) => card.type === undefined && detailedSections.has(card.title),
  );
  const detailedFields = new Set(
    detailed
      .flatMap((card) => card.elements ?? [])
      .filter(isLayoutField)
      .map((element) => element.field)
      .filter((field) => !fields.includes(field)),
  );
  return { basic, detailed, detailedFields, whole: { left: [...basic, ...detailed], right: [] } };
}
