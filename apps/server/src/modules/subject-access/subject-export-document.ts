import type { SubjectData } from './read-subject-data';
import { leftOutBecause, zipFilePaths } from './zip-file-paths';

/**
 * The export's data as data.json holds it and summary.pdf reads it: what was read, each file
 * with where it lies in the ZIP (or why it is not there), and nothing of where files are kept.
 */
export function subjectExportDocument(data: SubjectData) {
  const paths = zipFilePaths(data.files, (file) => file.caseNumber);
  const files = data.files.map((file) => ({
    id: file.id,
    caseNumber: file.caseNumber,
    source: file.source,
    name: file.name,
    sizeBytes: file.sizeBytes,
    contentType: file.contentType,
    sha256: file.sha256,
    scanStatus: file.scanStatus,
    uploadedAt: file.uploadedAt,
    pathInZip: paths.get(file.id) ?? null,
    notIncludedBecause: leftOutBecause(file),
  }));
  return { ...data, files };
}

export type SubjectExportDocument = ReturnType<typeof subjectExportDocument>;

/** The files that go in the ZIP, with their paths in it and where their bytes are kept. */
export function filesToZip(data: SubjectData) {
  const paths = zipFilePaths(data.files, (file) => file.caseNumber);
  return data.files.flatMap((file) => {
    const path = paths.get(file.id);
    return path === undefined ? [] : [{ path, storageKey: file.storageKey, sizeBytes: file.sizeBytes }];
  });
}
