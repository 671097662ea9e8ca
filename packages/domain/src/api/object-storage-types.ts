/**
 * Storage containers (docs/object-storage.md): where a tenant's documents are kept. Every tenant
 * has the built-in container `local`, a folder of the server's data folder; its administrators may
 * add S3-compatible buckets and make one of them the default, where new files go. Files already
 * kept stay in their container.
 */
export const objectStorageContainersPath = '/api/core/object-storage-containers';

export const objectStorageContainerPath = (name: string) =>
  `${objectStorageContainersPath}/${encodeURIComponent(name)}`;

/** The container every tenant has, in the server's data folder. */
export const localContainerName = 'local';

/** A container's name: letters, digits and dashes, as it appears in its screen's address. */
export const containerNamePattern = /^[a-z0-9][a-z0-9-]{0,62}$/;

export type ObjectStorageKind = 'filesystem' | 's3';

export interface ObjectStorageContainer {
  name: string;
  kind: ObjectStorageKind;
  /** Where new files go. */
  isDefault: boolean;
  /** The files kept in it and their bytes. */
  files: number;
  usedBytes: number;
  /** What it may hold; null when only the tenant's quota bounds it. */
  quotaBytes: number | null;
  /** S3 only: how it is reached; the secret key is never read back. */
  s3?: {
    endpoint: string;
    region: string;
    bucket: string;
    prefix: string;
    accessKeyId: string;
    forcePathStyle: boolean;
  };
  updatedAt?: string;
  updatedBy?: string;
}

/** The containers of the tenant, and the quota of all its files together. */
export interface ObjectStorageOverview {
  containers: ObjectStorageContainer[];
  tenantQuotaBytes: number;
  tenantUsedBytes: number;
}

/** A save of an S3 container: a secret key left out keeps the one kept. */
export interface S3ContainerInput {
  endpoint: string;
  region: string;
  bucket: string;
  prefix?: string;
  accessKeyId: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
  quotaBytes?: number | null;
  isDefault?: boolean;
}
