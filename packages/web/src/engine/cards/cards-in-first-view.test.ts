import { describe, expect, it } from 'vitest';
import { createFormStore } from '../form/create-form-store.ts';
import type { FormFields } from '../form/form-field.ts';
import { cardsInFirstView } from './cards-in-first-view.ts';
import type { LayoutCard } from './detail-layout.ts';

const fields: FormFields = Object.fromEntries(
  Array.from({ length: 30 }, (_, index) => [`field${index}`, { type: 'text', label: `Field ${index}` }]),
);
/** Five cards of six text fields: two rows each, about 210 px. */
const left: LayoutCard[] = Array.from({ length: 5 }, (_, card) => ({
  title: `Card ${card}`,
  elements: Array.from({ length: 6 }, (_, index) => ({ field: `field${card * 6 + index}` })),
}));
const right: LayoutCard[] = [
  { type: 'Workflow', title: 'Workflow' },
  { type: 'Notes', title: 'Notes' },
];
const store = createFormStore(fields, {});
const noneCollapsed = () => false;

describe('the cards in the first view of a detail page', () => {
  it('are those starting within the view, in each column', () => {
    const inView = cardsInFirstView([left, right], store, noneCollapsed, 500);
    expect([...inView]).toEqual(['Card 0', 'Card 1', 'Card 2', 'Workflow', 'Notes']);
  });

  it('count a collapsed card by its title alone', () => {
    const inView = (collapsed: string[]) => [
      ...cardsInFirstView([left], store, (title) => collapsed.includes(title), 560),
    ];
    expect(inView([])).toEqual(['Card 0', 'Card 1', 'Card 2']);
    expect(inView(['Card 0'])).toEqual(['Card 0', 'Card 1', 'Card 2', 'Card 3']);
  });

  it('skip a card whose condition the record does not meet', () => {
    const conditional = [
      { ...left[0], title: 'Company', visibleWhen: { field: 'field0', in: ['C'] } },
      ...left,
    ];
    const inView = cardsInFirstView([conditional], store, noneCollapsed, 500);
    expect(inView.has('Card 2')).toBe(true);
  });
});
