import zlib from 'node:zlib';

/**
 * Checks an uploaded .xlsx (a zip) before any library inflates it: the central directory is
 * read here, so a zip bomb is refused by its declared sizes and entry count, and each entry is
 * then inflated with a hard output cap, so a lying size field cannot get past either.
 */
export interface ZipLimits {
  /** Most entries a workbook may hold (a plain workbook has 10–30). */
  maxEntries: number;
  /** Most bytes all entries may expand to. */
  maxUncompressedBytes: number;
  /** Largest expansion ratio of one entry bigger than 1 MB. */
  maxRatio: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxEntries: 1000, maxUncompressedBytes: 64 * 1024 * 1024, maxRatio: 200 };

export type ZipProblem = 'not-zip' | 'bomb';

export class ZipCheckError extends Error {
  constructor(
    readonly problem: ZipProblem,
    message: string,
  ) {
    super(message);
  }
}

interface Entry {
  name: string;
  method: number;
  flags: number;
  compSize: number;
  size: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const EOCD64_LOCATOR = 0x07064b50;
const EOCD64 = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

const notZip = (why: string) => new ZipCheckError('not-zip', why);
const bomb = (why: string) => new ZipCheckError('bomb', why);

function findEocd(buf: Buffer): number {
  // the record is 22 bytes plus a comment of at most 65535 bytes, at the very end
  const stop = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= stop; i--) if (buf.readUInt32LE(i) === EOCD) return i;
  throw notZip('no end of central directory');
}

function directoryBounds(buf: Buffer): { count: number; offset: number; size: number } {
  const e = findEocd(buf);
  let count = buf.readUInt16LE(e + 10);
  let size = buf.readUInt32LE(e + 12);
  let offset = buf.readUInt32LE(e + 16);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    const loc = e - 20;
    if (loc < 0 || buf.readUInt32LE(loc) !== EOCD64_LOCATOR) throw notZip('zip64 locator missing');
    const at = Number(buf.readBigUInt64LE(loc + 8));
    if (at + 56 > buf.length || buf.readUInt32LE(at) !== EOCD64) throw notZip('zip64 record missing');
    count = Number(buf.readBigUInt64LE(at + 32));
    size = Number(buf.readBigUInt64LE(at + 40));
    offset = Number(buf.readBigUInt64LE(at + 48));
  }
  if (offset + size > buf.length) throw notZip('central directory outside the file');
  return { count, offset, size };
}

/** Sizes and offset from the zip64 extra field (id 1), for the fields set to 0xffffffff. */
function applyZip64(extra: Buffer, entry: Entry): void {
  for (let p = 0; p + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(p);
    const len = extra.readUInt16LE(p + 2);
    if (id === 1) {
      let q = p + 4;
      const next = () => {
        const v = Number(extra.readBigUInt64LE(q));
        q += 8;
        return v;
      };
      if (entry.size === 0xffffffff) entry.size = next();
      if (entry.compSize === 0xffffffff) entry.compSize = next();
      if (entry.localOffset === 0xffffffff) entry.localOffset = next();
      return;
    }
    p += 4 + len;
  }
}

function readDirectory(buf: Buffer, limits: ZipLimits): Entry[] {
  const { count, offset, size } = directoryBounds(buf);
  if (count > limits.maxEntries) throw bomb(`${count} entries`);
  const entries: Entry[] = [];
  let p = offset;
  const end = offset + size;
  for (let i = 0; i < count; i++) {
    if (p + 46 > end || buf.readUInt32LE(p) !== CENTRAL) throw notZip('bad central directory entry');
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const entry: Entry = {
      flags: buf.readUInt16LE(p + 8),
      method: buf.readUInt16LE(p + 10),
      compSize: buf.readUInt32LE(p + 20),
      size: buf.readUInt32LE(p + 24),
      localOffset: buf.readUInt32LE(p + 42),
      name: buf.toString('utf8', p + 46, p + 46 + nameLen),
    };
    applyZip64(buf.subarray(p + 46 + nameLen, p + 46 + nameLen + extraLen), entry);
    entries.push(entry);
    p += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

/** Inflates one entry with the output capped at its declared size: a lying header fails here. */
function verifyEntry(buf: Buffer, e: Entry): void {
  if (e.localOffset + 30 > buf.length || buf.readUInt32LE(e.localOffset) !== LOCAL) throw notZip(`bad local header ${e.name}`);
  const start = e.localOffset + 30 + buf.readUInt16LE(e.localOffset + 26) + buf.readUInt16LE(e.localOffset + 28);
  if (start + e.compSize > buf.length) throw notZip(`entry ${e.name} outside the file`);
  const data = buf.subarray(start, start + e.compSize);
  if (e.method === 0) {
    if (e.compSize !== e.size) throw notZip(`stored entry ${e.name} size mismatch`);
    return;
  }
  try {
    zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, e.size) });
  } catch (err) {
    if (err instanceof RangeError || (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw bomb(`${e.name} expands beyond its declared size`);
    throw notZip(`entry ${e.name} does not inflate`);
  }
}

/** Throws ZipCheckError unless `buf` is a sane zip holding an Excel workbook. */
export function checkXlsxZip(buf: Buffer, limits: ZipLimits = DEFAULT_ZIP_LIMITS): void {
  if (buf.length < 30 || buf.readUInt32LE(0) !== LOCAL) throw notZip('no zip signature');
  const entries = readDirectory(buf, limits);
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) throw notZip('not a workbook');
  let total = 0;
  for (const e of entries) {
    if (e.flags & 1) throw notZip('encrypted entry');
    if (e.method !== 0 && e.method !== 8) throw notZip(`compression method ${e.method}`);
    total += e.size;
    if (total > limits.maxUncompressedBytes) throw bomb(`expands to more than ${limits.maxUncompressedBytes} bytes`);
    if (e.size > 1024 * 1024 && e.size > e.compSize * limits.maxRatio)
      throw bomb(`${e.name} ratio ${Math.round(e.size / Math.max(1, e.compSize))}`);
  }
  for (const e of entries) verifyEntry(buf, e);
}
