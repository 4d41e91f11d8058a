/**
 * Reads the directory of a compound file (MS-CFB: the container of legacy Word and Excel files,
 * and of installers) by position, a few bytes at a time, never the whole file. The `cfb` package
 * parses only a buffer of the whole file, and `@file-type/cfbf` trusts the root's class id,
 * which any writer chooses; hence this small reader.
 */

/** Positional reads, as a `FileHandle` gives. */
export type PositionalReader = {
  read(buffer: Buffer, offset: number, length: number, position: number): Promise<{ bytesRead: number }>;
};

const SIGNATURE = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const HEADER_BYTES = 512;
const HEADER_FAT_SECTORS = 109;
const ENTRY_BYTES = 128;
const MAX_REGULAR_ID = 0xfffffffa;
const END_OF_CHAIN = 0xfffffffe;
const NO_ENTRY = 0xffffffff;
const STREAM = 2;
const ROOT_STORAGE = 5;
/** Sector size by major version: 512 bytes in version 3, 4,096 in version 4. */
const SECTOR_SHIFT: Partial<Record<number, number>> = { 3: 9, 4: 12 };

/**
 * Bounds on what one file may make us read, far beyond what Word or Excel write (a handful of
 * entries at the root): at most about 80 KB of small reads, whatever the file's size.
 */
const MAX_DIRECTORY_SECTORS = 1024;
const MAX_DIFAT_SECTORS = 64;
const MAX_ENTRIES_VISITED = 512;

class NotACompoundFile extends Error {}

function check(condition: boolean): asserts condition {
  if (!condition) throw new NotACompoundFile();
}

function createSectorReader(file: PositionalReader, header: Buffer) {
  const majorVersion = header.readUInt16LE(0x1a);
  const shift = SECTOR_SHIFT[majorVersion];
  check(shift !== undefined && header.readUInt16LE(0x1c) === 0xfffe && header[0x1e] === shift);
  const sectorSize = 1 << shift;
  const idsPerSector = sectorSize / 4;
  const fatSectorCount = header.readUInt32LE(0x2c);
  const difatSectors: number[] = [header.readUInt32LE(0x44)];

  async function readAt(position: number, length: number): Promise<Buffer> {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, position);
    check(bytesRead === length);
    return buffer;
  }
  const sectorOffset = (sector: number) => {
    check(sector <= MAX_REGULAR_ID);
    return (sector + 1) * sectorSize;
  };
  const readId = async (sector: number, index: number) =>
    (await readAt(sectorOffset(sector) + index * 4, 4)).readUInt32LE(0);

  /** Where the FAT's `index`th sector is: in the header's list, then in the DIFAT sectors' chain. */
  async function fatSector(index: number): Promise<number> {
    check(index < fatSectorCount);
    if (index < HEADER_FAT_SECTORS) return header.readUInt32LE(0x4c + index * 4);
    const perDifatSector = idsPerSector - 1;
    const difatIndex = Math.floor((index - HEADER_FAT_SECTORS) / perDifatSector);
    check(difatIndex < MAX_DIFAT_SECTORS);
    while (difatSectors.length <= difatIndex) {
      const last = difatSectors[difatSectors.length - 1] ?? END_OF_CHAIN;
      difatSectors.push(await readId(last, perDifatSector));
    }
    return readId(difatSectors[difatIndex] ?? END_OF_CHAIN, (index - HEADER_FAT_SECTORS) % perDifatSector);
  }

  return {
    sectorSize,
    readAt,
    sectorOffset,
    /** The sector after `sector` in its chain, from the FAT. */
    async next(sector: number): Promise<number> {
      return readId(await fatSector(Math.floor(sector / idsPerSector)), sector % idsPerSector);
    },
  };
}

type Entry = { name: string; type: number; left: number; right: number; child: number };

function parseEntry(bytes: Buffer): Entry {
  const nameBytes = bytes.readUInt16LE(0x40);
  check(nameBytes >= 2 && nameBytes <= 64 && nameBytes % 2 === 0);
  return {
    name: bytes.toString('utf16le', 0, nameBytes - 2),
    type: bytes[0x42] ?? 0,
    left: bytes.readUInt32LE(0x44),
    right: bytes.readUInt32LE(0x48),
    child: bytes.readUInt32LE(0x4c),
  };
}

async function streamsAtRoot(file: PositionalReader): Promise<string[]> {
  const header = Buffer.alloc(HEADER_BYTES);
  const { bytesRead } = await file.read(header, 0, HEADER_BYTES, 0);
  check(bytesRead === HEADER_BYTES && header.subarray(0, SIGNATURE.length).equals(SIGNATURE));
  const sectors = createSectorReader(file, header);
  const entriesPerSector = sectors.sectorSize / ENTRY_BYTES;
  const directoryChain = [header.readUInt32LE(0x30)];

  async function readEntry(id: number): Promise<Entry> {
    const chainIndex = Math.floor(id / entriesPerSector);
    check(chainIndex < MAX_DIRECTORY_SECTORS);
    while (directoryChain.length <= chainIndex) {
      const next = await sectors.next(directoryChain[directoryChain.length - 1] ?? END_OF_CHAIN);
      check(next <= MAX_REGULAR_ID && !directoryChain.includes(next));
      directoryChain.push(next);
    }
    const sector = directoryChain[chainIndex] ?? END_OF_CHAIN;
    const position = sectors.sectorOffset(sector) + (id % entriesPerSector) * ENTRY_BYTES;
    return parseEntry(await sectors.readAt(position, ENTRY_BYTES));
  }

  const root = await readEntry(0);
  check(root.type === ROOT_STORAGE);
  // The root's children are a tree of siblings; their own children are inside other storages.
  const names: string[] = [];
  const visited = new Set<number>();
  const pending = [root.child];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (id === NO_ENTRY) continue;
    check(id <= MAX_REGULAR_ID && !visited.has(id) && visited.size < MAX_ENTRIES_VISITED);
    visited.add(id);
    const entry = await readEntry(id);
    if (entry.type === STREAM) names.push(entry.name);
    pending.push(entry.left, entry.right);
  }
  return names;
}

/**
 * The names of the streams directly in a compound file's root storage; undefined when the file
 * is not a well-formed compound file or its directory is past the bounds above.
 */
export async function readRootStreamNames(file: PositionalReader): Promise<string[] | undefined> {
  try {
    return await streamsAtRoot(file);
  } catch (error) {
    if (error instanceof NotACompoundFile) return undefined;
    throw error;
  }
}
