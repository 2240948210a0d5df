import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionPayload, SignUpData } from '@kfeed/contracts/auth';
import type { ApiEnvelope } from '@kfeed/contracts/envelope';
import type { AppContext } from '../../context.ts';
import { REFRESH_COOKIE } from '../../auth/refreshSessions.ts';
import {
  activeMemberClaims,
  clearRefreshCookie,
  sessionPayload,
  setRefreshCookie,
} from '../../auth/memberSession.ts';
import * as S from '@kfeed/contracts/schemas/auth';
import { Answers, NoData } from '@kfeed/contracts/schemas/primitives';
import { AppError, ok } from '../../http/envelope.ts';
import { requireSameSiteJson } from '../../http/sameSite.ts';
import { tooManyAttempts } from '../../http/tooManyAttempts.ts';
import { acceptEmptyJsonBodies, strictBodies } from '../../http/validation.ts';
import { asLanguage, requestLanguage } from '../../i18n/messages.ts';
import { codeMail } from '../../mail/codeMail.ts';
import type { CodePurpose } from '../../db/schema.ts';
import { authError, type AuthMessageKey } from './authMessages.ts';
import * as authRepository from './authRepository.ts';
import { lockoutMail } from '../../mail/lockoutMail.ts';
import { VerificationCodes, type VerifyOutcome } from './verificationCodes.ts';
import { checkEmail, findSupportedLanguage, signUpMember } from './signUp.ts';

const nothing = Answers(NoData);
const session = Answers(S.SessionPayload);

export const authRoutes =
  (context: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { db, config, mailer, sessions, tokens } = context;
    const { rateLimits } = context;
    const codes = new VerificationCodes(
      db,
      context.clock,
      config.jwtSecret,
      {
        perEmail: config.codeSendLimitPerEmail,
        perIp: config.codeSendLimitPerIp,
        windowSeconds: config.codeSendWindowSeconds,
        ttlSeconds: config.verificationCodeTtlSeconds,
        failuresPerHour: config.codeFailuresPerHour,
        failuresPerDay: config.codeFailuresPerDay,
      },
      rateLimits,
    );
    const window = config.codeSendWindowSeconds;
    const sendPerClient = {
      bucket: 'code-send-client',
      max: config.codeSendLimitPerIp,
      windowSeconds: window,
    };
    const sendPerAddress = {
      bucket: 'code-send-address',
      max: config.codeSendLimitPerEmail,
      windowSeconds: window,
    };
    const loginPerClient = {
      bucket: 'login-client',
      max: config.loginLimitPerIp,
      windowSeconds: window,
    };
    app.setValidatorCompiler(strictBodies);
    const sameSiteJson = requireSameSiteJson(config);

    acceptEmptyJsonBodies(app);

    /**
     * Send a code once the limits allow it. Each limit is reserved atomically in the
     * database before anything is sent, so parallel requests cannot pass it together.
     */
    async function sendCode(
      request: FastifyRequest,
      reply: FastifyReply,
      purpose: CodePurpose,
      address: string,
      mailLanguage: Parameters<typeof codeMail>[3],
      refusal: (() => Promise<AppError | null>) | null,
    ) {
      const language = requestLanguage(request);
      const tooMany = (retryAfterSeconds: number, code: string, key: AuthMessageKey) => {
        reply.header('retry-after', String(retryAfterSeconds));
        return authError(429, code, key, language, Math.ceil(retryAfterSeconds / 60));
      };
      // Every request from a client counts, refused ones too (probing unknown e-mails).
      const fromClient = await rateLimits.reserve(sendPerClient, request.ip);
      if (!fromClient.ok)
        throw tooMany(fromClient.retryAfterSeconds, 'AUTH-012', 'too_many_sends_ip');
      const refused = refusal ? await refusal() : null;
      if (refused) {
        await codes.logRequest(purpose, address, request.ip, 'REFUSED');
        throw refused;
      }
      const toAddress = await rateLimits.reserve(sendPerAddress, address);
      if (!toAddress.ok) {
        throw tooMany(toAddress.retryAfterSeconds, 'AUTH-011', 'too_many_sends_email');
      }
      const { codeId, code } = await codes.issue(purpose, address);
      try {
        await mailer.send(
          codeMail(address, code, purpose, mailLanguage, config.verificationCodeTtlSeconds),
          code,
        );
      } catch (error) {
        request.log.error({ err: error }, 'the code e-mail could not be sent');
        await codes.cancel(codeId);
        await rateLimits.release(toAddress.hitId);
        await codes.logRequest(purpose, address, request.ip, 'REFUSED');
        throw authError(503, 'AUTH-014', 'mail_failed', language);
      }
      await codes.logRequest(purpose, address, request.ip, 'SENT');
    }

    /** Tell the owner of an address that sign-in codes for it are paused (someone is guessing). */
    async function noticeLockout(request: FastifyRequest, address: string, minutes: number) {
      try {
        await mailer.send(lockoutMail(address, minutes), null);
      } catch (error) {
        request.log.warn({ err: error }, 'the lock-out notice could not be sent');
      }
    }

    function codeRefusal(outcome: Exclude<VerifyOutcome, { ok: true }>, request: FastifyRequest) {
      const language = requestLanguage(request);
      switch (outcome.reason) {
        case 'wrong':
          return authError(400, 'AUTH-007', 'code_wrong', language, outcome.remaining);
        case 'expired':
          return authError(400, 'AUTH-008', 'code_expired', language);
        case 'too_many':
          return authError(429, 'AUTH-009', 'code_too_many_tries', language);
        case 'none':
          return authError(400, 'AUTH-010', 'code_not_requested', language);
        case 'locked':
          return authError(
            429,
            'AUTH-020',
            'code_locked',
            language,
            Math.ceil(outcome.retryAfterSeconds / 60),
          );
      }
    }

    /** A refused code, with Retry-After and the owner's notice when the cap just tripped. */
    async function refuseCode(
      outcome: Exclude<VerifyOutcome, { ok: true }>,
      request: FastifyRequest,
      reply: FastifyReply,
      address: string,
    ): Promise<AppError> {
      if (outcome.reason === 'locked') {
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        if (outcome.tripped) {
          await noticeLockout(request, address, Math.ceil(outcome.retryAfterSeconds / 60));
        }
      }
      return codeRefusal(outcome, request);
    }

    /** Start a refresh family, set its cookie, and answer the session. */
    async function startSession(
      request: FastifyRequest,
      reply: FastifyReply,
      userId: number,
    ): Promise<SessionPayload> {
      const claims = await activeMemberClaims(db, userId);
      if (!claims) throw new AppError(500, 'SERVER_ERROR', 'The new member could not be read.');
      const started = await sessions.start(userId, request.headers['user-agent'] ?? null);
      setRefreshCookie(reply, started.token, sessions.maxAgeSeconds);
      return sessionPayload(tokens, claims, started.familyId);
    }

    app.post(
      '/api/auth/getLoginVerificationNumber',
      {
        schema: {
          tags: ['auth'],
          summary: 'Send a login code to a member’s e-mail address',
          body: S.EmailRequest,
          response: nothing,
        },
      },
      async (request, reply): Promise<ApiEnvelope<null>> => {
        const address = checkEmail(request.body.email, requestLanguage(request));
        const member = await authRepository.findActiveMemberLanguage(db, address);
        await sendCode(request, reply, 'LOGIN', address, asLanguage(member?.iso_code), async () =>
          member
            ? null
            : authError(404, 'AUTH-005', 'email_not_registered', requestLanguage(request)),
        );
        return ok(null);
      },
    );

    app.post(
      '/api/auth/login',
      {
        schema: {
          tags: ['auth'],
          summary: 'Log in with the e-mailed code; sets the refresh cookie',
          body: S.LoginRequest,
          response: session,
        },
      },
      async (request, reply): Promise<ApiEnvelope<SessionPayload>> => {
        const language = requestLanguage(request);
        const address = checkEmail(request.body.email, language);
        const userId = await authRepository.findActiveMemberId(db, address);
        const attempt = await rateLimits.reserve(loginPerClient, request.ip);
        if (!attempt.ok) {
          reply.header('retry-after', String(attempt.retryAfterSeconds));
          throw tooManyAttempts('AUTH-021', language, Math.ceil(attempt.retryAfterSeconds / 60));
        }
        if (userId === undefined)
          throw authError(404, 'AUTH-005', 'email_not_registered', language);
        const outcome = await codes.verify('LOGIN', address, request.body.verificationNumber);
        if (!outcome.ok) throw await refuseCode(outcome, request, reply, address);
        if (!(await codes.consume(db, outcome.codeId))) {
          throw authError(400, 'AUTH-010', 'code_not_requested', language);
        }
        return ok(await startSession(request, reply, userId));
      },
    );

    app.post(
      '/api/auth/getSignUpVerificationNumber',
      {
        schema: {
          tags: ['auth'],
          summary: 'Send a sign-up code, in the chosen language, to a new e-mail address',
          body: S.SignUpCodeRequest,
          response: nothing,
        },
      },
      async (request, reply): Promise<ApiEnvelope<null>> => {
        const language = requestLanguage(request);
        const address = checkEmail(request.body.email, language);
        const chosen = await findSupportedLanguage(db, request.body.userLanguageId, language);
        await sendCode(request, reply, 'SIGN_UP', address, chosen, async () => {
          const taken = await authRepository.isEmailTaken(db, address);
          return taken ? authError(409, 'AUTH-006', 'email_already_registered', language) : null;
        });
        return ok(null);
      },
    );

    app.post(
      '/api/auth/signUp',
      {
        schema: {
          tags: ['auth'],
          summary: 'Create a member with the e-mailed code; with autoLogin, also a session',
          body: S.SignUpRequest,
          response: Answers(S.SignUpData),
        },
      },
      async (request, reply): Promise<ApiEnvelope<SignUpData>> => {
        const userId = await signUpMember(context, codes, request.body, requestLanguage(request), {
          codeRefusal: (outcome) =>
            refuseCode(outcome, request, reply, request.body.email.trim().toLowerCase()),
        });
        if (!request.body.autoLogin) return ok(null);
        return ok(await startSession(request, reply, userId));
      },
    );

    app.post(
      '/api/auth/refresh',
      {
        config: { ignoreStaleBearer: true },
        preHandler: sameSiteJson,
        schema: {
          tags: ['auth'],
          summary: 'Renew the access token with the refresh cookie (rotates the cookie)',
          response: session,
        },
      },
      async (request, reply): Promise<ApiEnvelope<SessionPayload>> => {
        const token = request.cookies[REFRESH_COOKIE];
        if (!token) {
          throw new AppError(401, 'AUTH-015', 'There is no session to renew. Please log in.');
        }
        const rotated = await sessions.rotate(token);
        if (!rotated.ok) {
          clearRefreshCookie(reply);
          if (rotated.reason === 'reused') {
            request.log.warn('a rotated refresh token was presented again; its sign-in is revoked');
            throw new AppError(
              401,
              'AUTH-017',
              'This session was used from somewhere else and has been ended. Please log in again.',
            );
          }
          throw new AppError(401, 'AUTH-016', 'Your session has ended. Please log in again.');
        }
        const claims = await activeMemberClaims(db, rotated.userId);
        if (!claims) {
          await sessions.end(rotated.familyId, 'WITHDRAWN');
          clearRefreshCookie(reply);
          throw new AppError(401, 'AUTH-016', 'Your session has ended. Please log in again.');
        }
        if (rotated.token) {
          setRefreshCookie(reply, rotated.token, sessions.cookieMaxAge(rotated.familyCreatedAt));
        }
        return ok(await sessionPayload(tokens, claims, rotated.familyId));
      },
    );

    app.post(
      '/api/auth/logout',
      {
        config: { ignoreStaleBearer: true },
        preHandler: sameSiteJson,
        schema: {
          tags: ['auth'],
          summary: 'End this sign-in: revokes the refresh cookie and its access tokens',
          response: nothing,
        },
      },
      async (request, reply): Promise<ApiEnvelope<null>> => {
        const token = request.cookies[REFRESH_COOKIE];
        const familyId =
          (token ? await sessions.familyOf(token) : null) ?? request.member?.sessionId ?? null;
        if (familyId) await sessions.end(familyId, 'LOGOUT');
        clearRefreshCookie(reply);
        return ok(null);
      },
    );
  };
