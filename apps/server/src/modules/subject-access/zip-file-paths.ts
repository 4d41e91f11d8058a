import { downloadFileName } from '../../platform/file-storage/file-names';

type ExportableFile = {
  id: string;
  name: string;
  contentType: string;
  scanStatus: string;
  disposedAt: Date | null;
};

/** Why a file of the person's is not in the ZIP; null when it is. */
export function leftOutBecause(file: ExportableFile): string | null {
  if (file.disposedAt !== null) return 'Disposed of under the retention schedule';
  if (file.scanStatus === 'PENDING') return 'Still being checked for viruses';
  if (file.scanStatus === 'INFECTED') return 'Refused: a virus was found';
  return null;
}

/** "letter.pdf" taken already: "letter (2).pdf". */
function numbered(name: string, count: number): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} (${count})${name.slice(dot)}` : `${name} (${count})`;
}

/**
 * Where each file that goes in the ZIP lies in it: `files/<case number>/<name>`, named as it would
 * download, a name used twice in a folder numbered. Names were cleaned of separators when stored.
 */
export function zipFilePaths<F extends ExportableFile>(
  files: readonly F[],
  folderOf: (file: F) => string,
): Map<string, string> {
  const paths = new Map<string, string>();
  const taken = new Set<string>();
  for (const file of files) {
    if (leftOutBecause(file) !== null) continue;
    const folder = `files/${folderOf(file).replace(/[/\\]/g, '_')}`;
    const name = downloadFileName(file.name, file.contentType);
    let path = `${folder}/${name}`;
    for (let count = 2; taken.has(path.toLowerCase()); count += 1)
      path = `${folder}/${numbered(name, count)}`;
    taken.add(path.toLowerCase());
    paths.set(file.id, path);
  }
  return paths;
}
