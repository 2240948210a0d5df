import {
  capNickname,
  emailProblem,
  isValidEmail,
  isValidVerificationCode,
  nicknameProblem,
  normalizeNickname,
} from '@kfeed/contracts/validation';

describe('e-mail', () => {
  it.each(['a@b.co', 'first.last+tag@mail.example.com', ' padded@x.io '])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['', 'plain', 'a@b', 'a b@c.com', 'a@@b.com', '@b.com', 'a@b .com'])(
    'refuses %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
  it('names the problem for the sign-up form', () => {
    expect(emailProblem('  ')).toBe('enter_email');
    expect(emailProblem('nope')).toBe('invalid_email_format');
    expect(emailProblem('ok@kfeed.example')).toBeNull();
  });
});

describe('verification code', () => {
  it('is exactly six digits', () => {
    expect(isValidVerificationCode('012345')).toBe(true);
    expect(isValidVerificationCode('12345')).toBe(false);
    expect(isValidVerificationCode('1234567')).toBe(false);
    expect(isValidVerificationCode('12a456')).toBe(false);
    expect(isValidVerificationCode('１２３４５６')).toBe(false);
  });
});

describe('nickname', () => {
  it('is 2 to 10 characters after trimming', () => {
    expect(nicknameProblem('   ')).toBe('enter_nickname');
    expect(nicknameProblem(' a ')).toBe('nickname_min_length');
    expect(nicknameProblem('ab')).toBeNull();
    expect(nicknameProblem('가나다라마바사아자차')).toBeNull();
    expect(nicknameProblem('abcdefghijk')).toBe('nickname_max_length');
  });
  it('counts an emoji as one character', () => {
    expect(nicknameProblem('😀😀')).toBeNull();
  });
  it('is judged on its NFKC form', () => {
    // Full-width letters fold to ASCII: 'ＡＢ' is 'AB'; a ligature counts as its letters.
    expect(normalizeNickname(' ＡＢ ')).toBe('AB');
    expect(nicknameProblem('ＡＢ')).toBeNull();
    expect(nicknameProblem('ｋｆｅｅｄ')).toBe('nickname_reserved');
  });
  it('refuses invisible and bidi-control characters', () => {
    expect(nicknameProblem('ab\u200Bcd')).toBe('nickname_invisible');
    expect(nicknameProblem('ab\u202Ecd')).toBe('nickname_invisible');
    expect(nicknameProblem('\u3164\u3164')).toBe('nickname_invisible');
    expect(nicknameProblem('ab\u2066cd')).toBe('nickname_invisible');
  });
  it('refuses reserved names, except for official accounts', () => {
    expect(nicknameProblem('Admin')).toBe('nickname_reserved');
    expect(nicknameProblem('K-Feed 1')).toBe('nickname_reserved');
    expect(nicknameProblem('관리자님')).toBe('nickname_reserved');
    expect(nicknameProblem('KFeed', { official: true })).toBeNull();
    expect(nicknameProblem('Adminton')).toBe('nickname_reserved');
    expect(nicknameProblem('Minji')).toBeNull();
  });
  it('is capped at 10 characters, saying when it cut', () => {
    expect(capNickname('abcdefghij')).toEqual({ value: 'abcdefghij', wasCut: false });
    expect(capNickname('abcdefghijkl')).toEqual({ value: 'abcdefghij', wasCut: true });
  });
});
