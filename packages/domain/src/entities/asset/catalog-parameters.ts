import type { FieldDefinition } from '../../fields/field-definition.ts';
import { count, text } from '../shared/field-builders.ts';

/**
 * `paramsCatalog` of an asset made from a catalogue model (business-areas.md §3): which catalogue,
 * which model, and the catalogue's own data about it, which the residual-value regressor reads
 * again. The catalogue may add parameters of its own beside these.
 */
export const catalogParameters = (): FieldDefinition => ({
  type: 'object',
  label: 'Catalogue parameters',
  fields: {
    catalogName: text('Catalogue'),
    source: text('Source'),
    modelId: text('Catalogue model'),
    manufacturerId: text('Catalogue manufacturer'),
    categoryId: text('Catalogue category'),
    subCategoryId: text('Catalogue sub-category'),
    yearFrom: count('First model year'),
    yearTo: count('Last model year'),
  },
});
