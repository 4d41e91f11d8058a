/** A stream with its bytes, or a storage holding more entries. */
export type CompoundEntry = { name: string; content: Buffer } | { name: string; children: CompoundEntry[] };

const SECTOR = 512;
const IDS_PER_SECTOR = SECTOR / 4;
const ENTRIES_PER_SECTOR = SECTOR / 128;
const HEADER_FAT_SECTORS = 109;
const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;
const DIFAT_SECTOR = 0xfffffffc;
const NO_ENTRY = 0xffffffff;

type DirectoryEntry = {
  name: string;
  type: 1 | 2 | 5;
  content?: Buffer;
  left: number;
  right: number;
  child: number;
  start: number;
};

/** MS-CFB's order of siblings: shorter names first, then by upper case. */
const siblingOrder = (a: CompoundEntry, b: CompoundEntry) =>
  a.name.length - b.name.length || a.name.toUpperCase().localeCompare(b.name.toUpperCase());

/** Lays out entries depth first, each storage's children as a balanced tree of siblings. */
function flatten(children: CompoundEntry[], entries: DirectoryEntry[]): number {
  const sorted = [...children].sort(siblingOrder);
  const place = (from: number, to: number): number => {
    if (from >= to) return NO_ENTRY;
    const middle = Math.floor((from + to) / 2);
    const entry = sorted[middle];
    if (!entry) return NO_ENTRY;
    const id = entries.length;
    const row: DirectoryEntry = {
      name: entry.name,
      type: 'content' in entry ? 2 : 1,
      left: NO_ENTRY,
      right: NO_ENTRY,
      child: NO_ENTRY,
      start: END_OF_CHAIN,
      ...('content' in entry ? { content: entry.content } : {}),
    };
    entries.push(row);
    row.left = place(from, middle);
    row.right = place(middle + 1, to);
    if ('children' in entry) row.child = flatten(entry.children, entries);
    return id;
  };
  return place(0, sorted.length);
}

const sectorsFor = (bytes: number) => Math.ceil(bytes / SECTOR);

/**
 * A version 3 compound file (512-byte sectors) as Word and Excel write them, for tests: the
 * streams' sectors, then the directory, the FAT and, past 109 FAT sectors, the DIFAT. Streams
 * under 4 KB belong in the mini stream; give whole sectors' worth to keep to the format.
 */
export function buildCompoundFile(rootChildren: CompoundEntry[]): Buffer {
  const root: DirectoryEntry = {
    name: 'Root Entry',
    type: 5,
    left: NO_ENTRY,
    right: NO_ENTRY,
    child: NO_ENTRY,
    start: END_OF_CHAIN,
  };
  const entries = [root];
  root.child = flatten(rootChildren, entries);

  const chains: { start: number; length: number }[] = [];
  let next = 0;
  for (const entry of entries) {
    const length = sectorsFor(entry.content?.length ?? 0);
    if (length === 0) continue;
    entry.start = next;
    chains.push({ start: next, length });
    next += length;
  }
  const dataSectors = next;
  const directorySectors = Math.ceil(entries.length / ENTRIES_PER_SECTOR);
  chains.push({ start: next, length: directorySectors });
  let fatSectors = 1;
  const difatSectorsFor = (fat: number) =>
    fat > HEADER_FAT_SECTORS ? Math.ceil((fat - HEADER_FAT_SECTORS) / (IDS_PER_SECTOR - 1)) : 0;
  while (
    dataSectors + directorySectors + fatSectors + difatSectorsFor(fatSectors) >
    fatSectors * IDS_PER_SECTOR
  ) {
    fatSectors += 1;
  }
  const difatSectors = difatSectorsFor(fatSectors);
  const firstFat = dataSectors + directorySectors;
  const firstDifat = firstFat + fatSectors;
  const totalSectors = firstDifat + difatSectors;

  const file = Buffer.alloc(SECTOR * (totalSectors + 1));
  const sector = (index: number) => file.subarray(SECTOR * (index + 1), SECTOR * (index + 2));

  const fat = new Uint32Array(fatSectors * IDS_PER_SECTOR).fill(FREE);
  for (const { start, length } of chains) {
    for (let index = 0; index < length; index += 1) {
      fat[start + index] = index === length - 1 ? END_OF_CHAIN : start + index + 1;
    }
  }
  for (let index = 0; index < fatSectors; index += 1) fat[firstFat + index] = FAT_SECTOR;
  for (let index = 0; index < difatSectors; index += 1) fat[firstDifat + index] = DIFAT_SECTOR;
  fat.forEach((value, index) => {
    sector(firstFat + Math.floor(index / IDS_PER_SECTOR)).writeUInt32LE(value, (index % IDS_PER_SECTOR) * 4);
  });

  const fatLocations = Array.from({ length: fatSectors }, (_, index) => firstFat + index);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(file, 0);
  file.writeUInt16LE(0x3e, 0x18);
  file.writeUInt16LE(3, 0x1a);
  file.writeUInt16LE(0xfffe, 0x1c);
  file.writeUInt16LE(9, 0x1e);
  file.writeUInt16LE(6, 0x20);
  file.writeUInt32LE(fatSectors, 0x2c);
  file.writeUInt32LE(dataSectors, 0x30);
  file.writeUInt32LE(4096, 0x38);
  file.writeUInt32LE(END_OF_CHAIN, 0x3c);
  file.writeUInt32LE(difatSectors > 0 ? firstDifat : END_OF_CHAIN, 0x44);
  file.writeUInt32LE(difatSectors, 0x48);
  for (let index = 0; index < HEADER_FAT_SECTORS; index += 1) {
    file.writeUInt32LE(fatLocations[index] ?? FREE, 0x4c + index * 4);
  }
  for (let difat = 0; difat < difatSectors; difat += 1) {
    const bytes = sector(firstDifat + difat);
    for (let slot = 0; slot < IDS_PER_SECTOR - 1; slot += 1) {
      const location = fatLocations[HEADER_FAT_SECTORS + difat * (IDS_PER_SECTOR - 1) + slot];
      bytes.writeUInt32LE(location ?? FREE, slot * 4);
    }
    bytes.writeUInt32LE(difat === difatSectors - 1 ? END_OF_CHAIN : firstDifat + difat + 1, SECTOR - 4);
  }

  entries.forEach((entry, id) => {
    entry.content?.copy(file, SECTOR * (entry.start + 1));
    const at = SECTOR * (dataSectors + 1) + id * 128;
    const name = Buffer.from(`${entry.name}\0`, 'utf16le');
    name.copy(file, at);
    file.writeUInt16LE(name.length, at + 0x40);
    file[at + 0x42] = entry.type;
    file[at + 0x43] = 1;
    file.writeUInt32LE(entry.left, at + 0x44);
    file.writeUInt32LE(entry.right, at + 0x48);
    file.writeUInt32LE(entry.child, at + 0x4c);
    file.writeUInt32LE(entry.start, at + 0x74);
    file.writeUInt32LE(entry.content?.length ?? 0, at + 0x78);
  });
  return file;
}

/** Where a built file's directory starts, for tests that damage it. */
export const directoryOffset = (file: Buffer) => SECTOR * (file.readUInt32LE(0x30) + 1);
