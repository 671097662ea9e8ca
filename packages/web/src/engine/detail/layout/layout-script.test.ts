import { findEntity } from '@lessor/domain/entities';
import { describe, expect, it } from 'vitest';
import { checkedLayout, LayoutScriptError, layoutScriptNames, runLayoutScript } from './layout-script.ts';

const person = findEntity('Person');
if (!person) throw new Error('Person is declared');

describe('layout scripts', () => {
  it('are looked for by the record type first, then for the entity', () => {
    expect(layoutScriptNames(person, 'COMPANY')).toEqual(['person-layout-COMPANY', 'person-layout']);
    expect(layoutScriptNames(person, undefined)).toEqual(['person-layout']);
  });

  it('answer a layout of cards whose fields the entity declares', () => {
    const layout = checkedLayout(person, {
      left: [{ title: 'Identity', elements: [{ field: 'lastName' }, { inline: 'calculator' }] }],
    });
    expect(layout).toEqual({
      left: [{ title: 'Identity', elements: [{ field: 'lastName' }, { inline: 'calculator' }] }],
      right: [],
    });
  });

  it.each([
    ['no left column', { right: [] }, '{"right":[]}'],
    ['a card without a title', { left: [{ elements: [] }] }, '{"elements":[]}'],
    [
      'a field the entity lacks',
      { left: [{ title: 'A', elements: [{ field: 'shoeSize' }] }] },
      '{"field":"shoeSize"}',
    ],
    [
      'elements that are no list',
      { left: [{ title: 'A', elements: 'lastName' }] },
      '{"title":"A","elements":"lastName"}',
    ],
  ])('refuse %s with the object at fault', (_, value, object) => {
    try {
      checkedLayout(person, value);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(LayoutScriptError);
      expect((error as LayoutScriptError).message).toBe('Invalid object {{object}} in layout script');
      expect((error as LayoutScriptError).values).toEqual({ object });
    }
  });

  it('need a name to run', async () => {
    const params = {
      entityName: 'Person',
      record: {},
      parentEntity: null,
      modal: false,
      cardName: null,
      role: null,
      detailed: true,
      layout: { left: [], right: [] },
    };
    await expect(
      runLayoutScript(person, { code: 'function execute() {}' }, params, { username: 'a', tenant: 't' }),
    ).rejects.toThrow("Field 'layoutScriptName' is missing in parameters");
  });
});
