import { FILE_MESSAGES } from '@casekeeper/contract';
import { describe, expect, it } from 'vitest';
import { apiCalls } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { useCaseWorkers } from '../../test/case-workers';
import { buildCompoundFile } from '../../test/compound-file';
import { multipartForm, postMultipart, type FormFile } from '../../test/multipart';
import { HEIC_PHOTO, OUTLOOK_MESSAGE, SAVED_EMAIL } from '../../test/upload-samples';

const context = useTestApp();
const { get } = apiCalls(context);
const people = useCaseWorkers(context);

function upload(file: FormFile) {
  const form = multipartForm(
    {
      diaryId: people.officersDiary,
      prefix: 'Letter',
      description: 'From the resident',
      scheduledAt: '2026-04-01T10:00:00+01:00',
    },
    { file },
  );
  return postMultipart(context.app, '/api/actionItemFile/add', people.officer, form);
}

/** A Windows program's start, and the whole of a small shell script. */
const PE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x40, 0, 0, 0]),
  Buffer.alloc(64),
]);

describe('photos from phones and saved e-mails as file items', () => {
  it.each([
    ['an iPhone photo (HEIC)', 'IMG_0042.HEIC', HEIC_PHOTO, 'image/heic', 'IMG_0042.HEIC'],
    ['an Outlook message (.msg)', 'Damp.msg', OUTLOOK_MESSAGE, 'application/vnd.ms-outlook', 'Damp.msg'],
    ['a saved e-mail (.eml)', 'Damp.eml', SAVED_EMAIL, 'message/rfc822', 'Damp.eml'],
    ['a saved e-mail named otherwise', 'Damp', SAVED_EMAIL, 'message/rfc822', 'Damp.eml'],
  ])('takes %s by its bytes and gives the same bytes back', async (_what, name, content, type, savedAs) => {
    const added = await upload({ name, content, contentType: 'application/octet-stream' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.file.contentType).toBe(type);

    const download = await get(`/actionItemFile/download/${added.json().data.id}`, people.officer);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe(type);
    expect(download.headers['content-disposition']).toContain(`filename="${savedAs}"`);
    expect(download.rawPayload.equals(content)).toBe(true);
  });

  it.each([
    ['a Windows program named .heic', 'IMG_0042.heic', PE],
    ['a Windows program named .msg', 'Damp.msg', PE],
    ['a Windows program named .eml', 'Damp.eml', PE],
    ['a shell script named .eml', 'Damp.eml', Buffer.from('#!/bin/sh\nFrom: x\nDate: y\n\nrm -rf ~\n')],
    [
      'a web page with mail headers after its first line',
      'Damp.eml',
      Buffer.from('<html>\nFrom: a\nDate: b\n\n'),
    ],
    ['headers without a Date', 'Damp.eml', Buffer.from('From: a@example.org\r\nSubject: hi\r\n\r\nbody\r\n')],
    ['mail headers over a NUL-filled body', 'Damp.eml', Buffer.concat([SAVED_EMAIL, Buffer.alloc(16)])],
    [
      'a compound file with only an Outlook property stream',
      'Damp.msg',
      buildCompoundFile([{ name: '__properties_version1.0', content: Buffer.alloc(4096) }]),
    ],
    ['an Outlook mailbox (.pst)', 'Damp.msg', Buffer.concat([Buffer.from('!BDN'), Buffer.alloc(508)])],
  ])('refuses %s (415)', async (_what, name, content) => {
    const response = await upload({ name, content, contentType: 'application/vnd.ms-outlook' });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(FILE_MESSAGES.unsupportedType);
  });
});
