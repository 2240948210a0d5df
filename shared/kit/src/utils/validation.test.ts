import {
  capNickname,
  emailProblem,
  isValidEmail,
  isValidVerificationCode,
  nicknameProblem,
} from '@kfeed/kit/utils/validation';

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
  it('is capped at 10 characters, saying when it cut', () => {
    expect(capNickname('abcdefghij')).toEqual({ value: 'abcdefghij', wasCut: false });
    expect(capNickname('abcdefghijkl')).toEqual({ value: 'abcdefghij', wasCut: true });
  });
});
