import { defineEntity } from '../define-entity.ts';
import { longText } from '../shared/field-builders.ts';

/** A switch that turns a feature on or off, per tenant. */
export const featureFlagEntity = defineEntity({
  name: 'FeatureFlag',
  domain: 'core',
  prefix: 'FFL',
  types: ['RELEASE', 'EXPERIMENT', 'OPERATIONAL', 'PERMISSION'],
  group: 'administration',
  menuOrder: 70,
  statuses: ['ON', 'OFF'],
  // Its page is /feature-flag/{flagName} (foundation.md §2): a flag is known by its name.
  knownByName: true,
  initialStatus: 'OFF',
  fields: {
    description: longText('Description'),
    enabled: { type: 'switch', label: 'Enabled' },
  },
  listColumns: ['name', 'status', 'type'],
  searchFields: ['registration', 'name'],
  advancedSearch: ['name', 'status', 'type'],
});
