import type { LanguageCode } from '@kfeed/contracts/languages';
import { VERIFICATION_CODE_TTL_SECONDS } from '@kfeed/contracts/validation';
import type { CodePurpose } from '../db/schema.ts';
import { formatMessage } from '../i18n/messages.ts';
import { CODE_MAIL_TEXTS } from './codeMailTexts.ts';
import type { OutgoingMail } from './mailer.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The e-mail carrying a sign-in or sign-up code, in the member's language. */
export function codeMail(
  to: string,
  code: string,
  purpose: CodePurpose,
  language: LanguageCode,
  ttlSeconds: number = VERIFICATION_CODE_TTL_SECONDS,
): OutgoingMail {
  const texts = CODE_MAIL_TEXTS[language];
  const t = (key: keyof typeof texts, count?: number) => formatMessage(texts[key], language, count);
  const subject = t(purpose === 'LOGIN' ? 'login_subject' : 'signup_subject');
  const intro = t(purpose === 'LOGIN' ? 'login_intro' : 'signup_intro');
  const validity = t('validity', Math.ceil(ttlSeconds / 60));
  const ignore = t('ignore');
  const text = `${intro}\n\n${code}\n\n${validity}\n\n${ignore}\n\n— KFeed\n`;
  const html = `<!doctype html>
<html lang="${language}">
<body style="margin:0;padding:24px;background:#f5f6f8;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1f2328">
  <div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
    <p style="margin:0 0 8px;font-size:18px;font-weight:700;color:#2f6fed">KFeed</p>
    <p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(intro)}</p>
    <p style="margin:0 0 16px;font-size:32px;font-weight:700;letter-spacing:8px;text-align:center">${code}</p>
    <p style="margin:0 0 12px;font-size:14px;line-height:1.5">${escapeHtml(validity)}</p>
    <p style="margin:0;font-size:13px;line-height:1.5;color:#57606a">${escapeHtml(ignore)}</p>
  </div>
</body>
</html>
`;
  return { to, subject, text, html };
}
