import type { OutgoingMail } from './mailer.ts';

/**
 * To the owner of an address whose sign-in codes were guessed wrongly too often: sign-in
 * from new devices is paused for a while, their own browsers still sign in, and nothing
 * needs doing unless it was not them.
 */
export function lockoutMail(to: string, minutes: number): OutgoingMail {
  const subject = 'KFeed: sign-in paused after wrong codes';
  const text =
    `Someone entered wrong KFeed sign-in codes for ${to} too many times, so signing in ` +
    `with this address from a new device is paused for about ${minutes} minutes. A browser ` +
    'where you signed in before still works: request a new code there.\n\n' +
    'If it was not you, no one has signed in: your codes were not guessed. You do not need ' +
    'to do anything.';
  const html = `<p>${text.replace(/\n\n/g, '</p><p>')}</p>`;
  return { to, subject, text, html };
}
