import { createReadStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ObjectStore, startObjectStore } from '../../../test/objectStore';
import { LocalMediaStorage } from './localStorage';
import { S3MediaStorage } from './s3Storage';
import { type MediaStorage, newMediaName } from './storage';

/** A stream that sends some bytes, then fails: a client that went away mid-upload. */
function failingStream(): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(Buffer.alloc(64 * 1024, 1));
        return;
      }
      this.destroy(new Error('connection reset'));
    },
  });
}

interface Harness {
  storage: MediaStorage;
  /** Every stored object or file name, including half-written ones. */
  listAll(): Promise<string[]>;
}

function describeStorage(
  label: string,
  setup: () => Promise<Harness>,
  teardown: () => Promise<void>,
) {
  describe(label, () => {
    let h: Harness;
    beforeAll(async () => {
      h = await setup();
    });
    afterAll(teardown);

    it('stores a stream and reads it back whole and by range', async () => {
      const name = newMediaName('mp4');
      const body = Buffer.from('0123456789abcdefghij');
      const stored = await h.storage.put(name, Readable.from([body]), 'video/mp4');
      expect(stored).toMatchObject({ name, size: 20, contentType: 'video/mp4' });
      expect(stored.etag).toMatch(/^".+"$/);
      expect(await text(await h.storage.read(name))).toBe(body.toString());
      expect(await text(await h.storage.read(name, { start: 10, end: 14 }))).toBe('abcde');
      expect((await h.storage.stat(name))?.size).toBe(20);
    });

    it('moves a finished file into storage', async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'flick-import-'));
      const file = path.join(dir, 'upload.tmp');
      await writeFile(file, 'imported bytes');
      const name = newMediaName('jpg');
      const stored = await h.storage.importFile(name, file, 'image/jpeg');
      expect(stored.contentType).toBe('image/jpeg');
      expect(await text(await h.storage.read(name))).toBe('imported bytes');
      expect(await readdir(dir)).toEqual([]);
      await rm(dir, { recursive: true, force: true });
    });

    it('leaves nothing behind when the incoming stream fails', async () => {
      const before = await h.listAll();
      const name = newMediaName('mp4');
      await expect(h.storage.put(name, failingStream(), 'video/mp4')).rejects.toThrow();
      expect(await h.storage.stat(name)).toBeNull();
      expect(await h.listAll()).toEqual(before);
    });

    it('answers null for a missing file and deletes idempotently', async () => {
      const name = newMediaName('png');
      expect(await h.storage.stat(name)).toBeNull();
      await h.storage.put(name, Readable.from([Buffer.from('x')]), 'image/png');
      await h.storage.delete(name);
      await h.storage.delete(name);
      expect(await h.storage.stat(name)).toBeNull();
    });

    it('refuses names that are not server-made', async () => {
      await expect(h.storage.stat('../etc/passwd')).rejects.toThrow(/stored media name/);
    });

    it('streams a fixture video byte for byte', async () => {
      const fixture = path.join(
        path.dirname(new URL(import.meta.url).pathname),
        '../../../test/fixtures/two-seconds.mp4',
      );
      const name = newMediaName('mp4');
      await h.storage.put(name, createReadStream(fixture), 'video/mp4');
      const chunks: Buffer[] = [];
      for await (const chunk of await h.storage.read(name)) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(await readFile(fixture))).toBe(true);
    });
  });
}

let localRoot = '';
describeStorage(
  'LocalMediaStorage',
  async () => {
    localRoot = await mkdtemp(path.join(os.tmpdir(), 'flick-media-'));
    const storage = new LocalMediaStorage(localRoot);
    return {
      storage,
      async listAll() {
        const top = (await readdir(localRoot)).filter((n) => n !== '.incoming');
        const incoming = await readdir(path.join(localRoot, '.incoming')).catch(() => []);
        return [...top, ...incoming.map((n) => `.incoming/${n}`)].sort();
      },
    };
  },
  async () => {
    await rm(localRoot, { recursive: true, force: true });
  },
);

let objectStore: ObjectStore | undefined;
describeStorage(
  'S3MediaStorage (against s3rver on 127.0.0.1)',
  async () => {
    objectStore = await startObjectStore('flick-media');
    const storage = new S3MediaStorage({
      bucket: 'flick-media',
      endpoint: objectStore.endpoint,
      region: 'us-east-1',
      prefix: 'media/',
      credentials: objectStore.credentials,
    });
    return {
      storage,
      async listAll() {
        const out = await storage.client.send(new ListObjectsV2Command({ Bucket: 'flick-media' }));
        return (out.Contents ?? []).map((o) => o.Key ?? '').sort();
      },
    };
  },
  async () => {
    await objectStore?.close();
  },
);
