import { ADMIN_MSG } from '../src/admin-messages';
import { describe, expect, it } from 'vitest';
import { checkGame, checkPlatform } from '../src/rules/admin-games';

describe("the console's game forms", () => {
  it('take a platform of a name up to 20 characters and an order of 0-9999, checked in that order', () => {
    expect(checkPlatform({ name: ' AG视讯 ', sort: 0 })).toBeUndefined();
    expect(checkPlatform({ name: 'A'.repeat(20), sort: '9999' })).toBeUndefined();
    expect(checkPlatform({ name: '', sort: 1 })).toBe(ADMIN_MSG.adminPlatformName);
    expect(checkPlatform({ name: 'A'.repeat(21), sort: 'x' })).toBe(ADMIN_MSG.adminPlatformName);
    expect(checkPlatform({ name: 'AG', sort: 10000 })).toBe(ADMIN_MSG.adminSortRange);
    expect(checkPlatform({ name: 'AG', sort: 1.5 })).toBe(ADMIN_MSG.adminSortRange);
    expect(checkPlatform({ name: 'AG' })).toBe(ADMIN_MSG.adminSortRange);
  });

  it('take a game of a name up to 30 characters, an image at a site path or an http(s) address, and an order', () => {
    expect(checkGame({ name: '金龙献瑞', image: '/assets/demo/slot/a.svg', sort: 3 })).toBeUndefined();
    expect(checkGame({ name: '金龙献瑞', image: 'https://cdn.example.com/a.png', sort: 3 })).toBeUndefined();
    expect(checkGame({ name: ' ', image: '/a.png', sort: 3 })).toBe(ADMIN_MSG.adminGameName);
    expect(checkGame({ name: '一'.repeat(31), image: '/a.png', sort: 3 })).toBe(ADMIN_MSG.adminGameName);
    for (const image of ['', 'javascript:alert(1)', '//evil.example/a.png', 'a.png', '/a b.png', '/a.png" onerror="x', `/${'a'.repeat(500)}`]) {
      expect(checkGame({ name: '财神', image, sort: 3 }), image).toBe(ADMIN_MSG.adminImageAddress);
    }
    expect(checkGame({ name: '财神', image: '/a.png', sort: -1 })).toBe(ADMIN_MSG.adminSortRange);
  });
});
