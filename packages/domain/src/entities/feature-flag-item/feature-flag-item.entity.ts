import { defineEntity } from '../define-entity.ts';
import { flag, text } from '../shared/field-builders.ts';

/** A feature flag value for one user or profile. */
export const featureFlagItemEntity = defineEntity({
  name: 'FeatureFlagItem',
  domain: 'core',
  prefix: 'FFI',
  types: ['USER', 'PROFILE'],
  group: 'administration',
  menuOrder: 80,
  statuses: ['DRAFT', 'ACTIVE', 'INACTIVE'],
  initialStatus: 'ACTIVE',
  fields: {
    flagName: text('Flag'),
    username: text('User'),
    profile: text('Profile'),
    enabled: flag('Enabled'),
  },
  listColumns: ['registration', 'flagName', 'username', 'enabled'],
  searchFields: ['registration', 'flagName', 'username'],
});
