import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EICAR, startFakeClamd, type FakeClamd } from '../../test/fake-clamd';
import { createClamdScanner, verdictOf } from './clamd-scanner';
import { ScannerRefusedError } from './virus-scanner';

let clamd: FakeClamd;
let small: FakeClamd;
beforeAll(async () => {
  clamd = await startFakeClamd();
  small = await startFakeClamd({ sizeLimit: 1024 });
});
afterAll(async () => {
  await clamd.close();
  await small.close();
});

const scannerOf = (fake: FakeClamd) => createClamdScanner({ host: fake.host, port: fake.port });

describe('the clamd client (INSTREAM over TCP)', () => {
  it('finds a stream clean, however many chunks it takes', async () => {
    const big = randomBytes(300 * 1024);
    const pieces = [big.subarray(0, 1000), big.subarray(1000, 200_000), big.subarray(200_000)];
    expect(await scannerOf(clamd).scan(Readable.from(pieces))).toEqual({ clean: true });
  });

  it('names the signature of an infected buffer, even split across the chunks it is sent in', async () => {
    expect(await scannerOf(clamd).scan(Buffer.from(`before ${EICAR} after`))).toEqual({
      clean: false,
      signature: 'Eicar-Signature',
    });
    const split = [Buffer.from(EICAR.slice(0, 20)), Buffer.from(EICAR.slice(20))];
    expect(await scannerOf(clamd).scan(Readable.from(split))).toMatchObject({ clean: false });
  });

  it('throws, giving no verdict, when the stream is above the daemon’s size limit', async () => {
    const refused = scannerOf(small).scan(Readable.from([randomBytes(64 * 1024), randomBytes(64 * 1024)]));
    await expect(refused).rejects.toBeInstanceOf(ScannerRefusedError);
    await expect(scannerOf(small).scan(randomBytes(4096))).rejects.toThrow(/INSTREAM size limit exceeded/);
  });

  it('throws when the daemon cannot be reached, and works again once it is back', async () => {
    await clamd.stop();
    try {
      await expect(scannerOf(clamd).scan(Buffer.from('hello'))).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await clamd.start();
    }
    expect(await scannerOf(clamd).scan(Buffer.from('hello'))).toEqual({ clean: true });
  });

  it('reads each of clamd’s replies, and refuses one it does not know', () => {
    expect(verdictOf('stream: OK\0')).toEqual({ clean: true });
    expect(verdictOf('stream: Win.Test.EICAR_HDB-1 FOUND\0')).toEqual({
      clean: false,
      signature: 'Win.Test.EICAR_HDB-1',
    });
    expect(() => verdictOf('INSTREAM size limit exceeded. ERROR\0')).toThrow(ScannerRefusedError);
    expect(() => verdictOf('')).toThrow(/no reply/);
  });
});
