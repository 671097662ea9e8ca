import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { LessorError } from '@lessor/domain/errors';
import { type ObjectContainer, type ObjectSource, objectKeyPattern, sourceSize } from './object-container.ts';

/** How to reach a bucket of an S3-compatible service (AWS, MinIO, Ceph, Garage, Scaleway…). */
export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  /** Put before every key, so that one bucket can hold several tenants or applications. */
  prefix: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` rather than `https://bucket.host/key`: what most compatible services expect. */
  forcePathStyle: boolean;
}

/** An S3 call waits this long for an answer before it fails, rather than hold a request forever. */
const requestTimeoutMs = 30_000;

/**
 * A tenant's files in a bucket, through the AWS SDK. Uploads stream from the spooled file with
 * their length known, so a large file never sits in memory; downloads stream the answer's body.
 */
export class S3Container implements ObjectContainer {
  readonly #name: string;
  readonly #settings: S3Settings;
  readonly #client: S3Client;

  constructor(name: string, settings: S3Settings) {
    this.#name = name;
    this.#settings = settings;
    this.#client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Checksums only where S3 asks for them: compatible services often refuse the trailing
      // checksums newer SDKs send by default with a streamed body.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      requestHandler: { requestTimeout: requestTimeoutMs, connectionTimeout: 5_000 },
    });
  }

  /** Answers when the bucket is there and the keys open it; `STORAGE_UNAVAILABLE` otherwise. */
  async check(): Promise<void> {
    await this.#call(() => this.#client.send(new HeadBucketCommand({ Bucket: this.#settings.bucket })));
  }

  async put(key: string, source: ObjectSource): Promise<void> {
    const body = Buffer.isBuffer(source) ? source : createReadStream(source.path);
    await this.#call(() =>
      this.#client.send(
        new PutObjectCommand({
          Bucket: this.#settings.bucket,
          Key: this.#key(key),
          Body: body,
          ContentLength: sourceSize(source),
        }),
      ),
    );
  }

  async get(key: string): Promise<Readable | undefined> {
    try {
      const answer = await this.#client.send(
        new GetObjectCommand({ Bucket: this.#settings.bucket, Key: this.#key(key) }),
      );
      if (answer.Body instanceof Readable) return answer.Body;
      throw new Error('the answer has no body');
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw this.#unavailable(error);
    }
  }

  async remove(key: string): Promise<void> {
    await this.#call(() =>
      this.#client.send(new DeleteObjectCommand({ Bucket: this.#settings.bucket, Key: this.#key(key) })),
    );
  }

  async *listWrittenBefore(before: Date): AsyncIterable<string> {
    let continuationToken: string | undefined;
    do {
      const page = await this.#call(() =>
        this.#client.send(
          new ListObjectsV2Command({
            Bucket: this.#settings.bucket,
            Prefix: this.#settings.prefix,
            ContinuationToken: continuationToken,
          }),
        ),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.#settings.prefix.length);
        if (key && objectKeyPattern.test(key) && object.LastModified && object.LastModified < before)
          yield key;
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  async close(): Promise<void> {
    this.#client.destroy();
  }

  #key(key: string): string {
    if (!objectKeyPattern.test(key)) throw new Error(`Not an object key: ${key}`);
    return `${this.#settings.prefix}${key}`;
  }

  async #call<T>(send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (error) {
      throw this.#unavailable(error);
    }
  }

  #unavailable(error: unknown): LessorError {
    const detail =
      error instanceof Error
        ? error.name === 'Error' || !error.name
          ? error.message
          : `${error.name}: ${error.message}`
        : String(error);
    return new LessorError('STORAGE_UNAVAILABLE', [this.#name, detail || 'no answer']);
  }
}
