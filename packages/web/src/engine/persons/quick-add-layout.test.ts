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
    expect(fieldsOf(basic)).not.toEqual(expect.arrayContaining(['registration']));
    expect(fieldsOf(basic).filter((field) => ['status', 'username'].includes(field))).toEqual([]);
    // See more: the detailed sections, each with its condition on the person's type.
    expect(detailed.map((card) => card.title)).toEqual(
      expect.arrayContaining(['Addresses', 'Birth', 'Bank accounts', 'Legal', 'Family', 'Expenditure']),
    );
    expect(detailed.find((card) => card.title === 'Birth')?.visibleWhen).toMatchObject({ field: 'type' });
    expect(detailed.map((card) => card.title)).not.toContain('Relations');
    expect(whole.left).toEqual([...basic, ...detailed]);
  });

  it("asks a declaration of one section, a prospect's, for its fields", () => {
    const prospect = findEntity('Prospect');
    if (!prospect) throw new Error('Prospect is declared');
    const fields = fieldsOf(quickAddLayout(prospect).basic);
    expect(fields).toEqual(expect.arrayContaining(['lastName', 'email']));
    expect(fields).not.toContain('status');
  });
});
