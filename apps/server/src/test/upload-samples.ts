import { buildCompoundFile } from './compound-file';

/**
 * A real HEIC photo as an iPhone saves one (brand heic, compatible mif1 heic miaf): a 16 × 16
 * picture that libheif's heif-enc encoded with HEVC, 519 bytes.
 */
export const HEIC_PHOTO = Buffer.from(
  'AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAa1tZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAA' +
    'AAAAAA5waXRtAAAAAAACAAAAEGlkYXQAAAAAABAAEAAAADhpbG9jAQAAAERAAAIAAQAAAAAAAAHRAAEAAAAAAAAANgACAAEA' +
    'AAAAAAAAAQAAAAAAAAAIAAAAOGlpbmYAAAAAAAIAAAAVaW5mZQIAAAEAAQAAaHZjMQAAAAAVaW5mZQIAAAAAAgAAZ3JpZAAA' +
    'AADYaXBycAAAALZpcGNvAAAAdmh2Y0MBA3AAAAAAAAAAAAAe8AD8/fj4AAAPAyAAAQAYQAEMAf//A3AAAAMAkAAAAwAAAwAe' +
    'ugJAIQABACpCAQEDcAAAAwCQAAADAAADAB6gIIEFluqumubgQEDAgAAAAwCAAAADAIQiAAEABkQBwXPBiQAAABRpc3BlAAAA' +
    'AAAAAEAAAABAAAAAFGlzcGUAAAAAAAAAEAAAABAAAAAQcGl4aQAAAAADCAgIAAAAGmlwbWEAAAAAAAAAAgABAoECAAICA4QA' +
    'AAAaaXJlZgAAAAAAAAAOZGltZwACAAEAAQAAAD5tZGF0AAAAMigBrxkhaKJA71vmSKNMIO7eNMO1r1IsIanKF7aAwDRXFgOb' +
    'UXuNNV2xofZAFLBE9cdg',
  'base64',
);

const utf16 = (text: string) => Buffer.from(`${text}\0`, 'utf16le');
/** A stream's sectors: streams under 4 KB belong in the mini stream, which the builder lacks. */
const padded = (content: Buffer) => Buffer.concat([content, Buffer.alloc(4096 - content.length)]);

/**
 * An Outlook message (.msg, MS-OXMSG) as Outlook lays one out: the property stream, the message
 * class (PidTagMessageClass, 0x001A), subject and body as Unicode property streams, and the
 * recipient and named-property storages.
 */
export const OUTLOOK_MESSAGE = buildCompoundFile([
  { name: '__properties_version1.0', content: padded(Buffer.alloc(32)) },
  { name: '__substg1.0_001A001F', content: padded(utf16('IPM.Note')) },
  { name: '__substg1.0_0037001F', content: padded(utf16('Damp in the back bedroom')) },
  { name: '__substg1.0_1000001F', content: padded(utf16('Photos attached.')) },
  {
    name: '__recip_version1.0_#00000000',
    children: [{ name: '__substg1.0_3001001F', content: padded(utf16('Housing Team')) }],
  },
  {
    name: '__nameid_version1.0',
    children: [{ name: '__substg1.0_00020102', content: padded(Buffer.alloc(16)) }],
  },
]);

/** A saved e-mail (.eml, RFC 5322) with a folded header and an 8-bit body, as Thunderbird saves one. */
export const SAVED_EMAIL = Buffer.concat([
  Buffer.from(
    [
      'Return-Path: <m.jones@example.org>',
      'From: Margaret Jones <m.jones@example.org>',
      'To: Housing Team <housing@halewood.gov.uk>',
      'Subject: Damp in the back bedroom,',
      ' photos attached',
      'Date: Tue, 14 Apr 2026 09:12:44 +0100',
      'Message-ID: <20260414091244.1234@example.org>',
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=ISO-8859-1',
      'Content-Transfer-Encoding: 8bit',
      '',
      'The damp is back, costing me ',
    ].join('\r\n'),
  ),
  Buffer.from([0xa3]),
  Buffer.from('40 a week in heating.\r\n'),
]);
