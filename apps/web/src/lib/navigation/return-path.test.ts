import { describe, expect, it } from 'vitest';
import { returnPathFrom } from './return-path';

describe('returnPathFrom', () => {
  it.each(['/admin', '/authority/user/2?page=2&search=ann', '/authority/case/list#top'])(
    'accepts the app path %s',
    (path) => {
      expect(returnPathFrom({ returnTo: path })).toBe(path);
    },
  );

  it.each([
    'https://evil.example/admin',
    '//evil.example/admin',
    '/\\evil.example',
    'javascript:alert(1)',
    'admin',
    '/login',
    '/',
    '/admin\nx',
  ])('refuses %s', (path) => {
    expect(returnPathFrom({ returnTo: path })).toBeNull();
  });

  it('refuses state without a path', () => {
    expect(returnPathFrom(null)).toBeNull();
    expect(returnPathFrom({ notice: 'x' })).toBeNull();
    expect(returnPathFrom({ returnTo: 5 })).toBeNull();
  });
});
