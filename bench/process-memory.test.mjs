import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { productRss, samplePeakRss } from './process-memory.mjs';

let scratch;
let parent;

afterEach(() => {
  if (parent) process.kill(-parent.pid, 'SIGKILL');
  parent = undefined;
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/**
 * A tree like `npm start`'s: a resident Node parent, a Node child under it, and a program named
 * postgres (a copy of sleep) beside them, as the embedded database is. Resolves once all three run.
 */
async function productLikeTree() {
  scratch = mkdtempSync(join(tmpdir(), 'bench-memory-'));
  const postgres = join(scratch, 'postgres');
  copyFileSync('/bin/sleep', postgres);
  const script = `
    const { once } = require('node:events');
    const { spawn } = require('node:child_process');
    const children = [
      spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }),
      spawn(${JSON.stringify(postgres)}, ['60'], { stdio: 'ignore' }),
    ];
    Promise.all(children.map((child) => once(child, 'spawn'))).then(() => console.log('ready'));
    setInterval(() => {}, 1000);`;
  parent = spawn(process.execPath, ['-e', script], { detached: true, stdio: ['ignore', 'pipe', 'ignore'] });
  await new Promise((resolve) => parent.stdout.once('data', resolve));
  return parent.pid;
}

describe('the product’s resident memory', () => {
  it('counts every Node process of the tree, the resident parent too, and leaves PostgreSQL out', async () => {
    const rootPid = await productLikeTree();

    const now = productRss(rootPid);
    const peak = samplePeakRss(rootPid).stop();

    expect(now.each.map((process) => process.command)).toEqual(['node', 'node']);
    const [parentMb, childMb] = now.each.map((process) => process.mb);
    expect(now.totalMb).toBeCloseTo(parentMb + childMb, 5);
    expect(peak.processes).toEqual(['node', 'node']);
    expect(peak.totalMb).toBeGreaterThan(peak.largestMb);
  });
});
