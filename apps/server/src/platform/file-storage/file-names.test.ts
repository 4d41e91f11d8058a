import { describe, expect, it } from 'vitest';
import { attachmentDisposition, downloadFileName, storedFileName } from './file-names';

describe('stored file names', () => {
  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Users\\sam\\letter.docx', 'letter.docx'],
    ['report\u202Efdp.exe', 'reportfdp.exe'],
    ['line\r\nbreak.txt', 'linebreak.txt'],
    ['..', 'file'],
    ['', 'file'],
    [undefined, 'file'],
  ])('keep %j as %j', (given, kept) => {
    expect(storedFileName(given)).toBe(kept);
  });

  it('shorten a long name to 200 characters, keeping its extension', () => {
    const kept = storedFileName(`${'a'.repeat(300)}.pdf`);
    expect(kept).toHaveLength(200);
    expect(kept.endsWith('a.pdf')).toBe(true);
  });
});

describe('download names', () => {
  it('end in an extension of the type the bytes are', () => {
    expect(downloadFileName('plan.pdf', 'application/pdf')).toBe('plan.pdf');
    expect(downloadFileName('photo.JPEG', 'image/jpeg')).toBe('photo.JPEG');
    expect(downloadFileName('notes.html', 'application/pdf')).toBe('notes.html.pdf');
    expect(downloadFileName('scan', 'image/png')).toBe('scan.png');
  });

  it('are offered in ASCII with quotes and backslashes replaced, and exactly in filename*', () => {
    expect(attachmentDisposition('Plán "1"\\(a)*.pdf')).toBe(
      `attachment; filename="Pl_n _1__(a)*.pdf"; filename*=UTF-8''Pl%C3%A1n%20%221%22%5C%28a%29%2A.pdf`,
    );
  });
});
