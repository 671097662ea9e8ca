/// <reference path="./s3rver.d.ts" />
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface LocalS3Server {
  /** `http://127.0.0.1:{port}`: the endpoint a container is configured with. */
  endpoint: string;
  bucket: string;
  /** The keys s3rver accepts, and checks each request's AWS Signature V4 with. */
  accessKeyId: string;
  secretAccessKey: string;
  close(): Promise<void>;
}

/**
 * A server that speaks the S3 protocol (s3rver) on a loopback port, its objects in a temporary
 * folder: the storage tests configure it as a tenant's container as they would AWS or MinIO. It
 * refuses an access key it does not know, as a real service does (it does not check the V4
 * signature itself).
 */
export async function startLocalS3Server(bucket = 'lessor-documents'): Promise<LocalS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'lessor-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address: AddressInfo = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    // s3rver's own account: the only access key it accepts.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The settings a container is saved with to reach this server's bucket. */
export function bucketOf(server: LocalS3Server) {
  return {
    endpoint: server.endpoint,
    region: 'us-east-1',
    bucket: server.bucket,
    accessKeyId: server.accessKeyId,
    secretAccessKey: server.secretAccessKey,
  };
}
