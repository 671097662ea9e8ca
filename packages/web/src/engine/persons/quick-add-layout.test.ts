import { findEntity, personEntity } from '@lessor/domain/entities';
import { describe, expect, it } from 'vitest';
import { isLayoutField } from '../cards/detail-layout.ts';
import { quickAddLayout } from './quick-add-layout.ts';

const fieldsOf = (cards: ReturnType<typeof quickAddLayout>['basic']) =>
  cards.flatMap((card) => (card.elements ?? []).filter(isLayoutField).map((element) => element.field));

describe('the quick add of a person', () => {
  it('asks the identity and contact details first, never the registration, status or username', () => {
    const { basic, detailed, whole } = quickAddLayout(personEntity);
    expect(basic.map((card) => card.title)).toEqual(['Person']);
    expect(fieldsOf(basic)).toEqual(expect.arrayContaining(['type', 'lastName', 'name', 'email', 'mobile']));
    // The registration is asked of a professional only, who must have one.
    const registration = basic[0]?.elements
      ?.filter(isLayoutField)
      .find((element) => element.field === 'registration');
    expect(registration?.props?.visibleWhen).toEqual({ field: 'type', in: ['P'] });
    expect(fieldsOf(basic).filter((field) => ['status', 'username'].includes(field))).toEqual([]);
    // See more: the detailed sections, each with its condition on the person's type.
    expect(detailed.map((card) => card.title)).toEqual(
      expect.arrayContaining(['Addresses', 'Birth', 'Bank accounts', 'Legal', 'Family', 'Expenditure']),
    );
    expect(detailed.find((card) => card.title === 'Birth')?.visibleWhen).toMatchObject({ field: 'type' });
    expect(detailed.map((card) => card.title)).not.toContain('Relations');
    expect(whole.left).toEqual([...basic, ...detailed]);
  });

  it('knows the fields only See more shows, where a refused save must take the clerk', () => {
    const { detailedFields } = quickAddLayout(personEntity);
    expect([...detailedFields]).toEqual(expect.arrayContaining(['contacts', 'addresses', 'birthDate']));
    expect(detailedFields.has('email')).toBe(false);
    expect(detailedFields.has('lastName')).toBe(false);
  });

  it("asks a declaration of one section, a prospect's, for its fields", () => {
    const prospect = findEntity('Prospect');
    if (!prospect) throw new Error('Prospect is declared');
    const fields = fieldsOf(quickAddLayout(prospect).basic);
    expect(fields).toEqual(expect.arrayContaining(['lastName', 'email']));
    expect(fields).not.toContain('status');
  });
});
