import { profilesPermissionsDocument, profilesScreensDocument } from '../permissions/index.ts';

/**
 * The configuration documents a tenant's administrators write (foundation.md §3), through
 * `GET|PUT /api/core/configuration-documents/{name}` and the scripts screen's settings: the lists
 * first, then the documents the engines read.
 */
export const configurationDocumentNames = [
  'lists',
  'string-overrides',
  'scriptAliases',
  'collection-extension',
  'tenant-config',
  profilesPermissionsDocument,
  profilesScreensDocument,
  'dyno-descriptors',
  'cron-list',
  'workflows',
  'user-configuration',
  'residual-value-parameters',
] as const;

/** A configuration document's current version, as the route answers it. */
export interface ConfigurationDocumentVersion {
  name: string;
  value: Record<string, unknown>;
  version: number;
  updatedAt: string;
  updatedBy: string;
}

export const configurationDocumentPath = (name: string) =>
  `/api/core/configuration-documents/${encodeURIComponent(name)}`;
