import type { UserInfo } from '@kfeed/contracts/user';
import {
  blocksEnter,
  changedFields,
  isDirty,
  limitIntro,
  valuesOf,
  type ProfileValues,
} from './profileValues.ts';

const loaded: ProfileValues = { nickname: 'Minh', nationId: 5, languageId: 3, intro: 'Xin chào' };

describe('unsaved changes (spec 2, section 4)', () => {
  it('is clean when nothing changed, or only spaces around the texts', () => {
    expect(isDirty(loaded, loaded)).toBe(false);
    expect(isDirty(loaded, { ...loaded, nickname: '  Minh ', intro: 'Xin chào  ' })).toBe(false);
  });

  it.each<[string, Partial<ProfileValues>]>([
    ['nickname', { nickname: 'MinhNg' }],
    ['nation', { nationId: 6 }],
    ['language', { languageId: 1 }],
    ['intro', { intro: 'Hello' }],
    ['an intro emptied', { intro: '  ' }],
  ])('is dirty when the %s differs', (_what, change) => {
    expect(isDirty(loaded, { ...loaded, ...change })).toBe(true);
  });

  it('saves only what changed, trimmed', () => {
    expect(changedFields(loaded, loaded)).toEqual({});
    expect(
      changedFields(loaded, { ...loaded, nickname: ' MinhNg ', intro: ' Hi\nthere ', nationId: 9 }),
    ).toEqual({ userNickname: 'MinhNg', userSelfIntroduce: 'Hi\nthere', userNationId: 9 });
    expect(changedFields(loaded, { ...loaded, languageId: 1 })).toEqual({ userLanguageId: 1 });
  });

  it('reads the loaded values from the user info (no intro: empty)', () => {
    const info = {
      userId: 1,
      userNickname: 'Minh',
      userNationId: 5,
      userLanguageId: 3,
      userSelfIntroduce: null,
      userProfileImageUrl: null,
      userNationCode: 'VN',
      userIsOfficial: 'N',
    } satisfies UserInfo;
    expect(valuesOf(info)).toEqual({ ...loaded, intro: '' });
  });
});

describe('the intro limits (spec 2, section 5: 50 characters, 4 lines)', () => {
  it('keeps text within the limits as it is', () => {
    expect(limitIntro('one\ntwo\nthree\nfour')).toBe('one\ntwo\nthree\nfour');
    expect(limitIntro('a'.repeat(50))).toBe('a'.repeat(50));
  });

  it('cuts at 50 characters, counting an emoji or a syllable once', () => {
    expect(limitIntro('a'.repeat(60))).toBe('a'.repeat(50));
    expect([...limitIntro('😀'.repeat(55))]).toHaveLength(50);
    expect(limitIntro('가'.repeat(51))).toBe('가'.repeat(50));
  });

  it('joins pasted lines past the fourth onto the fourth', () => {
    expect(limitIntro('1\n2\n3\n4\n5\n6')).toBe('1\n2\n3\n4 5 6');
    expect(limitIntro('1\r\n2\r\n3\r\n4\r\n5')).toBe('1\n2\n3\n4 5');
  });

  it('blocks Enter on the fourth line, and at 50 characters', () => {
    expect(blocksEnter('1\n2\n3', 5, 5)).toBe(false);
    expect(blocksEnter('1\n2\n3\n4', 7, 7)).toBe(true);
    expect(blocksEnter('a'.repeat(50), 50, 50)).toBe(true);
  });

  it('lets Enter replace a selected line break even on the fourth line', () => {
    // Selecting "\n4" and pressing Enter keeps four lines.
    expect(blocksEnter('1\n2\n3\n4', 5, 7)).toBe(false);
  });
});
