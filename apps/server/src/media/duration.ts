import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { open } from 'node:fs/promises';

/**
 * Reading a video's duration from its container, without decoding and without loading the
 * file: MP4/MOV boxes (`mvhd`, then `mehd`, then fragments' `tfdt` + `trun`) and WebM/EBML
 * (`Info/Duration`, else a scan of cluster and block timecodes, for browser recordings that
 * have no Duration element). Returns seconds, or null when the file holds no readable time.
 */

/** Random access to a file's bytes. */
export interface ByteSource {
  size: number;
  read(offset: number, length: number): Promise<Buffer>;
}

/** A ByteSource over a file that keeps one 64 KiB window, so many small reads stay cheap. */
export async function withFileSource<T>(
  filePath: string,
  use: (source: ByteSource) => Promise<T>,
): Promise<T> {
  const handle = await open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    const WINDOW = 64 * 1024;
    let winStart = -1;
    let win = Buffer.alloc(0);
    const source: ByteSource = {
      size,
      async read(offset, length) {
        const end = Math.min(offset + length, size);
        if (offset >= end) return Buffer.alloc(0);
        if (offset >= winStart && end <= winStart + win.length) {
          return win.subarray(offset - winStart, end - winStart);
        }
        if (length > WINDOW) {
          const buf = Buffer.alloc(end - offset);
          const { bytesRead } = await handle.read(buf, 0, buf.length, offset);
          return buf.subarray(0, bytesRead);
        }
        const buf = Buffer.alloc(Math.min(WINDOW, size - offset));
        const { bytesRead } = await handle.read(buf, 0, buf.length, offset);
        winStart = offset;
        win = buf.subarray(0, bytesRead);
        return win.subarray(0, Math.min(end - offset, win.length));
      },
    };
    return await use(source);
  } finally {
    await handle.close();
  }
}

/** A ByteSource over bytes in memory (tests, small files). */
export function bufferSource(buf: Buffer): ByteSource {
  return {
    size: buf.length,
    async read(offset, length) {
      return buf.subarray(offset, Math.min(offset + length, buf.length));
    },
  };
}

// ---------------------------------------------------------------- MP4 / QuickTime

interface Box {
  type: string;
  start: number;
  /** First byte of the payload. */
  body: number;
  end: number;
}

async function* boxesIn(src: ByteSource, start: number, end: number): AsyncGenerator<Box> {
  let offset = start;
  while (offset + 8 <= end) {
    const head = await src.read(offset, 16);
    if (head.length < 8) return;
    let size = head.readUInt32BE(0);
    const type = head.toString('latin1', 4, 8);
    let headerSize = 8;
    if (size === 1) {
      if (head.length < 16) return;
      size = Number(head.readBigUInt64BE(8));
      headerSize = 16;
    } else if (size === 0) {
      size = end - offset; // "to the end of the file"
    }
    if (size < headerSize) return; // corrupt: stop rather than loop
    yield { type, start: offset, body: offset + headerSize, end: Math.min(offset + size, end) };
    offset += size;
  }
}

async function childBoxes(src: ByteSource, box: Box): Promise<Box[]> {
  const out: Box[] = [];
  for await (const child of boxesIn(src, box.body, box.end)) out.push(child);
  return out;
}

/** Reads a full box's version byte and one time field (32-bit for v0, 64-bit for v1). */
function readVersioned(buf: Buffer, v0Offset: number, v1Offset: number): number | null {
  const version = buf[0];
  if (version === 1)
    return buf.length >= v1Offset + 8 ? Number(buf.readBigUInt64BE(v1Offset)) : null;
  return buf.length >= v0Offset + 4 ? buf.readUInt32BE(v0Offset) : null;
}

interface TrackInfo {
  timescale: number;
  defaultSampleDuration: number;
  /** Decode time reached by the fragments read so far. */
  end: number;
}

const MAX_TRUN_BYTES = 8 * 1024 * 1024;

export async function mp4Duration(src: ByteSource): Promise<number | null> {
  let movieTimescale = 0;
  let movieDuration = 0;
  let fragmentDuration = 0;
  let longestTrack = 0;
  const tracks = new Map<number, TrackInfo>();
  let sawFragments = false;

  for await (const top of boxesIn(src, 0, src.size)) {
    if (top.type === 'moov') {
      for (const box of await childBoxes(src, top)) {
        if (box.type === 'mvhd') {
          const b = await src.read(box.body, 32);
          movieTimescale = (b[0] === 1 ? b.readUInt32BE(20) : b.readUInt32BE(12)) || 0;
          const d = readVersioned(b, 16, 24);
          // All ones means "unknown" (some live writers).
          movieDuration = d !== null && d !== 0xffffffff ? d : 0;
        } else if (box.type === 'trak') {
          let trackId = 0;
          let timescale = 0;
          let duration = 0;
          for (const t of await childBoxes(src, box)) {
            if (t.type === 'tkhd') {
              const b = await src.read(t.body, 32);
              trackId = b[0] === 1 ? b.readUInt32BE(20) : b.readUInt32BE(12);
            } else if (t.type === 'mdia') {
              for (const m of await childBoxes(src, t)) {
                if (m.type !== 'mdhd') continue;
                const b = await src.read(m.body, 32);
                timescale = b[0] === 1 ? b.readUInt32BE(20) : b.readUInt32BE(12);
                const d = readVersioned(b, 16, 24);
                duration = d !== null && d !== 0xffffffff ? d : 0;
              }
            }
          }
          if (timescale > 0) {
            longestTrack = Math.max(longestTrack, duration / timescale);
            const known = tracks.get(trackId);
            tracks.set(trackId, {
              timescale,
              defaultSampleDuration: known?.defaultSampleDuration ?? 0,
              end: 0,
            });
          }
        } else if (box.type === 'mvex') {
          for (const m of await childBoxes(src, box)) {
            const b = await src.read(m.body, 24);
            if (m.type === 'mehd') {
              fragmentDuration = readVersioned(b, 4, 4) ?? 0;
            } else if (m.type === 'trex' && b.length >= 16) {
              const trackId = b.readUInt32BE(4);
              const track = tracks.get(trackId);
              const defaultSampleDuration = b.readUInt32BE(12);
              if (track) track.defaultSampleDuration = defaultSampleDuration;
              else tracks.set(trackId, { timescale: 0, defaultSampleDuration, end: 0 });
            }
          }
        }
      }
      if (movieTimescale > 0 && movieDuration > 0) return movieDuration / movieTimescale;
      if (movieTimescale > 0 && fragmentDuration > 0) return fragmentDuration / movieTimescale;
    } else if (top.type === 'moof') {
      sawFragments = true;
      for (const traf of await childBoxes(src, top)) {
        if (traf.type !== 'traf') continue;
        let track: TrackInfo | undefined;
        let sampleDuration = 0;
        let decodeTime: number | null = null;
        let total = 0;
        for (const box of await childBoxes(src, traf)) {
          if (box.type === 'tfhd') {
            const b = await src.read(box.body, 40);
            const flags = b.readUIntBE(1, 3);
            track = tracks.get(b.readUInt32BE(4));
            sampleDuration = track?.defaultSampleDuration ?? 0;
            let at = 8;
            if (flags & 0x01) at += 8; // base-data-offset
            if (flags & 0x02) at += 4; // sample-description-index
            if (flags & 0x08 && b.length >= at + 4) sampleDuration = b.readUInt32BE(at);
          } else if (box.type === 'tfdt') {
            decodeTime = readVersioned(await src.read(box.body, 16), 4, 4);
          } else if (box.type === 'trun') {
            const length = box.end - box.body;
            if (length > MAX_TRUN_BYTES) return null;
            const b = await src.read(box.body, length);
            const flags = b.readUIntBE(1, 3);
            const count = b.readUInt32BE(4);
            let at = 8;
            if (flags & 0x01) at += 4; // data-offset
            if (flags & 0x04) at += 4; // first-sample-flags
            const perSample =
              (flags & 0x100 ? 4 : 0) +
              (flags & 0x200 ? 4 : 0) +
              (flags & 0x400 ? 4 : 0) +
              (flags & 0x800 ? 4 : 0);
            if (flags & 0x100) {
              for (let i = 0; i < count && at + 4 <= b.length; i++, at += perSample) {
                total += b.readUInt32BE(at);
              }
            } else {
              total += count * sampleDuration;
            }
          }
        }
        if (track) track.end = (decodeTime ?? track.end) + total;
      }
    }
  }

  if (movieTimescale > 0 && movieDuration > 0) return movieDuration / movieTimescale;
  if (sawFragments) {
    let seconds = 0;
    for (const t of tracks.values()) {
      if (t.timescale > 0) seconds = Math.max(seconds, t.end / t.timescale);
    }
    if (seconds > 0) return seconds;
  }
  return longestTrack > 0 ? longestTrack : null;
}

// ---------------------------------------------------------------- WebM / Matroska

const EBML = {
  header: 0x1a45dfa3,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
} as const;

/** Elements whose children we read in place (the walk is flat, so unknown sizes work). */
const ENTER = new Set<number>([EBML.segment, EBML.info, EBML.cluster, EBML.blockGroup]);

function vintLength(first: number): number {
  for (let i = 0; i < 8; i++) if (first & (0x80 >> i)) return i + 1;
  return 0;
}

/** Reads an element header: id (marker kept), data size (null = unknown), header length. */
function elementHeader(b: Buffer): { id: number; size: number | null; length: number } | null {
  if (b.length < 2) return null;
  const idLen = vintLength(b[0] ?? 0);
  if (idLen === 0 || idLen > 4 || b.length < idLen + 1) return null;
  const id = b.readUIntBE(0, idLen);
  const sizeLen = vintLength(b[idLen] ?? 0);
  if (sizeLen === 0 || b.length < idLen + sizeLen) return null;
  let size = (b[idLen] ?? 0) & (0xff >> sizeLen);
  let allOnes = size === 0xff >> sizeLen;
  for (let i = 1; i < sizeLen; i++) {
    const byte = b[idLen + i] ?? 0;
    if (byte !== 0xff) allOnes = false;
    size = size * 256 + byte;
  }
  return { id, size: allOnes ? null : size, length: idLen + sizeLen };
}

function readUnsigned(b: Buffer): number {
  let n = 0;
  for (const byte of b) n = n * 256 + byte;
  return n;
}

export async function webmDuration(src: ByteSource): Promise<number | null> {
  let scale = 1_000_000; // nanoseconds per tick (Matroska's default)
  let infoDuration: number | null = null;
  let clusterTime = 0;
  let lastBlockTime = -1;
  let offset = 0;

  while (offset < src.size) {
    const head = elementHeader(await src.read(offset, 12));
    if (!head) break;
    const dataStart = offset + head.length;
    if (ENTER.has(head.id)) {
      // The Info duration is enough once the header part is over.
      if (head.id === EBML.cluster && infoDuration !== null) break;
      offset = dataStart;
      continue;
    }
    if (head.size === null) break; // unknown size on an element we cannot enter
    const data = (length: number) => src.read(dataStart, Math.min(head.size ?? 0, length));
    switch (head.id) {
      case EBML.timecodeScale:
        scale = readUnsigned(await data(8)) || scale;
        break;
      case EBML.duration: {
        const b = await data(8);
        const ticks = b.length === 4 ? b.readFloatBE(0) : b.length === 8 ? b.readDoubleBE(0) : 0;
        if (ticks > 0) infoDuration = ticks;
        break;
      }
      case EBML.tracks:
        if (infoDuration !== null) return (infoDuration * scale) / 1e9;
        break;
      case EBML.timecode:
        clusterTime = readUnsigned(await data(8));
        break;
      case EBML.simpleBlock:
      case EBML.block: {
        const b = await data(12);
        const trackLen = vintLength(b[0] ?? 0);
        if (trackLen > 0 && b.length >= trackLen + 2) {
          lastBlockTime = Math.max(lastBlockTime, clusterTime + b.readInt16BE(trackLen));
        }
        break;
      }
    }
    offset = dataStart + head.size;
  }

  if (infoDuration !== null) return (infoDuration * scale) / 1e9;
  return lastBlockTime >= 0 ? (lastBlockTime * scale) / 1e9 : null;
}

// ---------------------------------------------------------------- entry point

const FFPROBE = '/usr/bin/ffprobe';

/** ffprobe's answer, when it is installed: the fallback for containers our parser cannot read. */
function ffprobeDuration(filePath: string): Promise<number | null> {
  if (!existsSync(FFPROBE)) return Promise.resolve(null);
  return new Promise((resolve) => {
    execFile(
      FFPROBE,
      ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', filePath],
      { timeout: 15_000 },
      (err, stdout) => {
        const seconds = Number.parseFloat(String(stdout).trim());
        resolve(err || !Number.isFinite(seconds) ? null : seconds);
      },
    );
  });
}

/** The duration in seconds of a video file of the given container, or null when unreadable. */
export async function videoDuration(
  filePath: string,
  container: 'mp4' | 'webm',
): Promise<number | null> {
  let seconds: number | null = null;
  try {
    seconds = await withFileSource(filePath, (src) =>
      container === 'mp4' ? mp4Duration(src) : webmDuration(src),
    );
  } catch {
    seconds = null;
  }
  return seconds ?? ffprobeDuration(filePath);
}
