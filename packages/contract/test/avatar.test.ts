import { describe, expect, it } from 'vitest';
import { MSG } from '../src/messages';
import { AVATAR_MAX_BYTES, avatarTypeOf, checkAvatar } from '../src/rules/avatar';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const GIF87 = new TextEncoder().encode('GIF87a....');
const GIF89 = new TextEncoder().encode('GIF89a....');
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);

describe('avatar (SPEC §5: gif or png)', () => {
  it('tells the type by the first bytes', () => {
    expect(avatarTypeOf(PNG)).toBe('png');
    expect(avatarTypeOf(GIF87)).toBe('gif');
    expect(avatarTypeOf(GIF89)).toBe('gif');
    expect(avatarTypeOf(JPEG)).toBeUndefined();
    expect(avatarTypeOf(new TextEncoder().encode('<?php echo 1;'))).toBeUndefined();
    expect(avatarTypeOf(PNG.subarray(0, 4))).toBeUndefined();
    expect(avatarTypeOf(new Uint8Array())).toBeUndefined();
  });

  it.each([
    ['a png', { head: PNG, declaredType: 'image/png', size: 100 }, undefined],
    ['a gif', { head: GIF89, declaredType: 'image/gif', size: 100 }, undefined],
    ['a png of undeclared type', { head: PNG, declaredType: '', size: 100 }, undefined],
    ['a jpg', { head: JPEG, declaredType: 'image/jpeg', size: 100 }, MSG.uploadType],
    ['a jpg named png', { head: JPEG, declaredType: 'image/png', size: 100 }, MSG.uploadType],
    ['a png declared as jpeg', { head: PNG, declaredType: 'image/jpeg', size: 100 }, MSG.uploadType],
    ['a script declared as png', { head: new TextEncoder().encode('<?php ?>'), declaredType: 'image/png', size: 8 }, MSG.uploadType],
    ['a png of 2 MB', { head: PNG, declaredType: 'image/png', size: AVATAR_MAX_BYTES }, undefined],
    ['a png over 2 MB', { head: PNG, declaredType: 'image/png', size: AVATAR_MAX_BYTES + 1 }, MSG.uploadTooLarge],
    ['the type before the size', { head: JPEG, declaredType: 'image/jpeg', size: AVATAR_MAX_BYTES + 1 }, MSG.uploadType],
  ] as const)('%s', (_name, file, expected) => {
    expect(checkAvatar(file)).toBe(expected);
  });

  it('says 头像只能是gif或png图片', () => {
    expect(checkAvatar({ head: JPEG, declaredType: 'image/jpeg', size: 1 })).toBe('头像只能是gif或png图片');
  });
});
