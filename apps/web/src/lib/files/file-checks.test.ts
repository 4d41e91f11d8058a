import { FILE_MESSAGES, MAX_FILE_BYTES } from '@casekeeper/contract';
import { describe, expect, it } from 'vitest';
import { FILE_ACCEPT, fileProblem, fileSizeText } from './file-checks';

describe('fileProblem', () => {
  it('lets through every kind the server accepts, whatever the case of its extension', () => {
    for (const name of [
      'plan.pdf',
      'Photo.JPG',
      'photo.jpeg',
      'a.png',
      'b.gif',
      'c.webp',
      'd.docx',
      'e.xlsx',
    ]) {
      expect(fileProblem({ name, size: 10 })).toBeNull();
    }
    expect(fileProblem({ name: 'f.pptx', size: 1 })).toBeNull();
    expect(fileProblem({ name: 'old.doc', size: 1 })).toBeNull();
    expect(fileProblem({ name: 'old.xls', size: 1 })).toBeNull();
    expect(fileProblem({ name: 'notes.txt', size: 1 })).toBeNull();
    expect(fileProblem({ name: 'IMG_0042.HEIC', size: 1 })).toBeNull();
    expect(fileProblem({ name: 'photo.heif', size: 1 })).toBeNull();
    expect(fileProblem({ name: 'Damp.msg', size: 1 })).toBeNull();
    expect(fileProblem({ name: 'Damp.eml', size: 1 })).toBeNull();
  });

  it('refuses other kinds with the server’s message', () => {
    expect(fileProblem({ name: 'setup.exe', size: 10 })).toBe(FILE_MESSAGES.unsupportedType);
    expect(fileProblem({ name: 'page.html', size: 10 })).toBe(FILE_MESSAGES.unsupportedType);
    expect(fileProblem({ name: 'no-extension', size: 10 })).toBe(FILE_MESSAGES.unsupportedType);
    expect(fileProblem({ name: 'archive.pdf.zip', size: 10 })).toBe(FILE_MESSAGES.unsupportedType);
  });

  it('takes a file of exactly 25 MB and refuses a byte more', () => {
    expect(fileProblem({ name: 'big.pdf', size: MAX_FILE_BYTES })).toBeNull();
    expect(fileProblem({ name: 'big.pdf', size: MAX_FILE_BYTES + 1 })).toBe(FILE_MESSAGES.tooLarge);
    expect(FILE_MESSAGES.tooLarge).toBe('Files can be at most 25 MB.');
  });

  it('refuses an empty file', () => {
    expect(fileProblem({ name: 'empty.pdf', size: 0 })).toBe(FILE_MESSAGES.empty);
  });
});

describe('FILE_ACCEPT', () => {
  it('offers the allowed extensions to the file picker', () => {
    const offered = FILE_ACCEPT.split(',');
    expect(offered).toEqual(
      expect.arrayContaining(['.pdf', '.jpg', '.docx', '.txt', '.heic', '.heif', '.msg', '.eml']),
    );
    expect(new Set(offered).size).toBe(offered.length);
  });
});

describe('fileSizeText', () => {
  it('writes sizes for people', () => {
    expect(fileSizeText(940)).toBe('940 bytes');
    expect(fileSizeText(12 * 1024)).toBe('12 KB');
    expect(fileSizeText(3.4 * 1024 * 1024)).toBe('3.4 MB');
  });
});
