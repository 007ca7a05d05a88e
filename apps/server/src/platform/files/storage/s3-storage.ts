import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { Config } from '../../../config.ts';
import { assertSafeKey, type FileStorage, StorageMissingError } from './storage-types.ts';

/**
 * S3-compatible object storage (AWS S3, MinIO, OSS/COS/R2 S3 endpoints) through signed
 * fetch calls (aws4fetch: SigV4 only, no SDK). Path-style URLs: `${endpoint}/${bucket}/${key}`.
 */
export class S3Storage implements FileStorage {
  readonly provider = 's3' as const;
  private readonly client: AwsClient;
  private readonly base: string;

  constructor(s3: NonNullable<Config['s3']>) {
    this.client = new AwsClient({ accessKeyId: s3.accessKey, secretAccessKey: s3.secretKey, region: s3.region, service: 's3' });
    this.base = `${s3.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(s3.bucket)}`;
  }

  private urlOf(key: string): string {
    assertSafeKey(key);
    return `${this.base}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const res = await this.client.fetch(this.urlOf(key), {
      method: 'PUT',
      body: new Uint8Array(body),
      headers: { 'content-type': contentType, 'content-length': String(body.length) },
    });
    if (!res.ok) throw new Error(`S3 put ${key} failed: ${res.status} ${await res.text()}`);
  }

  async open(key: string): Promise<{ stream: Readable; size: number | null }> {
    const res = await this.client.fetch(this.urlOf(key), { method: 'GET' });
    if (res.status === 404) throw new StorageMissingError(key);
    if (!res.ok || !res.body) throw new Error(`S3 get ${key} failed: ${res.status}`);
    const length = Number(res.headers.get('content-length'));
    return {
      stream: Readable.fromWeb(res.body as unknown as WebReadableStream),
      size: Number.isFinite(length) && length > 0 ? length : null,
    };
  }

  async remove(key: string): Promise<void> {
    const res = await this.client.fetch(this.urlOf(key), { method: 'DELETE' });
    if (!res.ok && res.status !== 404) throw new Error(`S3 delete ${key} failed: ${res.status}`);
  }
}
