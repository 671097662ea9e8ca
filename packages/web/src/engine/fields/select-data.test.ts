import { describe, expect, it } from 'vitest';
import { selectData } from './select-data.ts';

const options = [
  { value: 'SG', label: 'Société Générale' },
  { value: 'BNP', label: 'BNP Paribas' },
];

describe('the entries of a select', () => {
  it('marks a chosen value outside the options with (???)', () => {
    expect(selectData(options, ['XYZ'], { creatable: false, search: '' })).toEqual([
      ...options,
      { value: 'XYZ', label: 'XYZ (???)' },
    ]);
  });

  it('shows a created value as it is, and offers to create typed text', () => {
    expect(selectData(options, ['Crédit Agricole'], { creatable: true, search: 'LCL' })).toEqual([
      ...options,
      { value: 'Crédit Agricole', label: 'Crédit Agricole' },
      { value: 'LCL', label: 'Create "LCL"' },
    ]);
  });

  it('offers no creation for text that is already an option, accents and case aside', () => {
    expect(selectData(options, [], { creatable: true, search: 'societe generale' })).toEqual(options);
    expect(selectData(options, [], { creatable: false, search: 'LCL' })).toEqual(options);
  });
});
