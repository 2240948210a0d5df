import type { FastifyReply, FastifyRequest } from 'fastify';
import type {
  EmailRequest,
  LoginRequest,
  SessionPayload,
  SignUpCodeRequest,
  SignUpData,
  SignUpRequest,
} from '@kfeed/contracts/auth';
import type { AppContext } from '../../context.ts';
import { REFRESH_COOKIE } from '../../auth/refreshSessions.ts';
import {
  activeMemberClaims,
  clearRefreshCookie,
  sessionPayload,
  setRefreshCookie,
} from '../../auth/memberSession.ts';
import type { CodePurpose } from '../../db/schema.ts';
import { AppError } from '../../http/envelope.ts';
import type { Limit } from '../../http/rateLimits.ts';
import { signInAttemptsReached } from '../../http/limitMessages.ts';
import { asLanguage, requestLanguage } from '../../i18n/messages.ts';
import { codeMail } from '../../mail/codeMail.ts';
import { lockoutMail } from '../../mail/lockoutMail.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import { accountNoticeMail } from './accountNoticeMail.ts';
import { authError, type AuthMessageKey } from './authMessages.ts';
import * as authRepository from './authRepository.ts';
import { checkEmail, findSupportedLanguage, normalizeEmail, signUpMember } from './signUp.ts';
import { TrustedDevices } from './trustedDevices.ts';
import { VerificationCodes, type CodeClient, type VerifyOutcome } from './verificationCodes.ts';

type Refused = Exclude<VerifyOutcome, { ok: true }>;

/**
 * The sign-in flows: codes sent within their limits, login and sign-up with a code, and
 * the refresh cookie's session (started, rotated, ended). The request gives the client's
 * address, language and cookie; the reply takes the cookie and Retry-After. The member
 * lookups are authRepository.ts's, the codes verificationCodes.ts's, a new member signUp.ts's.
 */
export class AuthService {
  readonly #context: AppContext;
  readonly #codes: VerificationCodes;
  readonly #devices: TrustedDevices;
  readonly #sendPerClient: Limit;
  readonly #sendPerAddress: Limit;
  readonly #loginPerClient: Limit;

  constructor(context: AppContext) {
    const { db, config, rateLimits } = context;
    this.#context = context;
    this.#codes = new VerificationCodes(
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
        failuresPerAddressDay: config.codeFailuresPerAddressDay,
        failuresPerDevice: config.codeFailuresPerDevice,
      },
      rateLimits,
    );
    this.#devices = new TrustedDevices(config.jwtSecret);
    const windowSeconds = config.codeSendWindowSeconds;
    this.#sendPerClient = {
      bucket: 'code-send-client',
      max: config.codeSendLimitPerIp,
      windowSeconds,
    };
    this.#sendPerAddress = {
      bucket: 'code-send-address',
      max: config.codeSendLimitPerEmail,
      windowSeconds,
    };
    this.#loginPerClient = { bucket: 'login-client', max: config.loginLimitPerIp, windowSeconds };
  }

  /**
   * E-mail a login code to an active member. An address without an account is answered
   * alike, in the same time: a code is issued for it too (never sent, so a login with a
   * guess is refused as for any address), and it is e-mailed that it has no account.
   */
  async sendLoginCode(request: FastifyRequest, reply: FastifyReply, body: EmailRequest) {
    const { db, config } = this.#context;
    const language = requestLanguage(request);
    const address = checkEmail(body.email, language);
    const member = await authRepository.findActiveMemberLanguage(db, address);
    await this.#sendCode(request, reply, 'LOGIN', address, (code) =>
      member
        ? {
            mail: codeMail(
              address,
              code,
              'LOGIN',
              asLanguage(member.iso_code),
              config.verificationCodeTtlSeconds,
            ),
            code,
          }
        : { mail: accountNoticeMail(address, 'no_account', language), code: null },
    );
  }

  /** A login code becomes a session: the refresh cookie is set, the access token answered. */
  async login(
    request: FastifyRequest,
    reply: FastifyReply,
    body: LoginRequest,
  ): Promise<SessionPayload> {
    const { db, rateLimits } = this.#context;
    const language = requestLanguage(request);
    const address = checkEmail(body.email, language);
    const userId = await authRepository.findActiveMemberId(db, address);
    const attempt = await rateLimits.reserve(this.#loginPerClient, request.ip);
    if (!attempt.ok) {
      reply.header('retry-after', String(attempt.retryAfterSeconds));
      // Counted per client address: the message names the network, not the member.
      throw signInAttemptsReached(language, attempt.retryAt);
    }
    // An address without an account is refused as any address is: by its code.
    const outcome = await this.#codes.verify(
      'LOGIN',
      address,
      body.verificationNumber,
      this.#client(request, address),
    );
    if (!outcome.ok) {
      throw await this.#refuseCode(outcome, request, reply, address, userId !== undefined);
    }
    if (!(await this.#codes.consume(db, outcome.codeId)) || userId === undefined) {
      throw authError(400, 'AUTH-010', 'code_not_requested', language);
    }
    this.#devices.remember(request, reply, address);
    return this.#startSession(request, reply, userId);
  }

  /**
   * E-mail a sign-up code, in the chosen language, to an address no account holds. An
   * address with an account is answered alike, in the same time: a code is issued (never
   * sent), and it is e-mailed that it already has an account.
   */
  async sendSignUpCode(request: FastifyRequest, reply: FastifyReply, body: SignUpCodeRequest) {
    const { db, config } = this.#context;
    const language = requestLanguage(request);
    const address = checkEmail(body.email, language);
    const chosen = await findSupportedLanguage(db, body.userLanguageId, language);
    const taken = await authRepository.isEmailTaken(db, address);
    await this.#sendCode(request, reply, 'SIGN_UP', address, (code) =>
      taken
        ? { mail: accountNoticeMail(address, 'registered', chosen), code: null }
        : {
            mail: codeMail(address, code, 'SIGN_UP', chosen, config.verificationCodeTtlSeconds),
            code,
          },
    );
  }

  /** Create the member; with autoLogin also a session (else null: the member then logs in). */
  async signUp(
    request: FastifyRequest,
    reply: FastifyReply,
    body: SignUpRequest,
  ): Promise<SignUpData> {
    const address = normalizeEmail(body.email);
    const userId = await signUpMember(this.#context, this.#codes, body, requestLanguage(request), {
      client: this.#client(request, address),
      codeRefusal: (outcome) => this.#refuseCode(outcome, request, reply, address),
    });
    this.#devices.remember(request, reply, address);
    if (!body.autoLogin) return null;
    return this.#startSession(request, reply, userId);
  }

  /**
   * Renew the access token with the refresh cookie, rotating the cookie. A cookie presented
   * again after its rotation ends its whole sign-in (AUTH-017).
   */
  async refresh(request: FastifyRequest, reply: FastifyReply): Promise<SessionPayload> {
    const { db, sessions, tokens } = this.#context;
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
    return sessionPayload(tokens, claims, rotated.familyId);
  }

  /** End this sign-in (the cookie's, else the bearer token's) and clear the cookie. */
  async logout(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const { sessions } = this.#context;
    const token = request.cookies[REFRESH_COOKIE];
    const familyId =
      (token ? await sessions.familyOf(token) : null) ?? request.member?.sessionId ?? null;
    if (familyId) await sessions.end(familyId, 'LOGOUT');
    clearRefreshCookie(reply);
  }

  /**
   * Issue a code once the limits allow it, and send what `compose` makes of it: the code,
   * or a notice without it. Each limit is reserved atomically in the database before
   * anything is sent, so parallel requests cannot pass it together.
   */
  async #sendCode(
    request: FastifyRequest,
    reply: FastifyReply,
    purpose: CodePurpose,
    address: string,
    compose: (code: string) => { mail: OutgoingMail; code: string | null },
  ) {
    const { mailer, rateLimits } = this.#context;
    const codes = this.#codes;
    const language = requestLanguage(request);
    const tooMany = (retryAfterSeconds: number, code: string, key: AuthMessageKey) => {
      reply.header('retry-after', String(retryAfterSeconds));
      return authError(429, code, key, language, Math.ceil(retryAfterSeconds / 60));
    };
    // Every request from a client counts.
    const fromClient = await rateLimits.reserve(this.#sendPerClient, request.ip);
    if (!fromClient.ok)
      throw tooMany(fromClient.retryAfterSeconds, 'AUTH-012', 'too_many_sends_ip');
    const toAddress = await rateLimits.reserve(this.#sendPerAddress, address);
    if (!toAddress.ok) {
      throw tooMany(toAddress.retryAfterSeconds, 'AUTH-011', 'too_many_sends_email');
    }
    const { codeId, code } = await codes.issue(purpose, address);
    try {
      const composed = compose(code);
      await mailer.send(composed.mail, composed.code);
    } catch (error) {
      request.log.error({ err: error }, 'the code e-mail could not be sent');
      await codes.cancel(codeId);
      await rateLimits.release(toAddress.hitId);
      await codes.logRequest(purpose, address, request.ip, 'REFUSED');
      throw authError(503, 'AUTH-014', 'mail_failed', language);
    }
    await codes.logRequest(purpose, address, request.ip, 'SENT');
  }

  /** Who enters a code for `address`: the client's address and its device cookie's id. */
  #client(request: FastifyRequest, address: string): CodeClient {
    return { ip: request.ip, deviceId: this.#devices.deviceFor(request, address) };
  }

  /** Tell the owner of an address that sign-in from new devices is paused (someone is guessing). */
  async #noticeLockout(request: FastifyRequest, address: string, minutes: number) {
    try {
      await this.#context.mailer.send(lockoutMail(address, minutes), null);
    } catch (error) {
      request.log.warn({ err: error }, 'the lock-out notice could not be sent');
    }
  }

  /**
   * A refused code, with Retry-After and the owner's notice when the cap just tripped (an
   * address without an account has no owner to tell).
   */
  async #refuseCode(
    outcome: Refused,
    request: FastifyRequest,
    reply: FastifyReply,
    address: string,
    hasAccount = true,
  ): Promise<AppError> {
    if (outcome.reason === 'locked') {
      reply.header('retry-after', String(outcome.retryAfterSeconds));
      // Only a pause for the address is the owner's news; one client's pause is its own.
      if (outcome.tripped && outcome.scope === 'new_devices' && hasAccount) {
        await this.#noticeLockout(request, address, Math.ceil(outcome.retryAfterSeconds / 60));
      }
    }
    return codeRefusal(outcome, request);
  }

  /** Start a refresh family, set its cookie, and answer the session. */
  async #startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number,
  ): Promise<SessionPayload> {
    const { db, sessions, tokens } = this.#context;
    const claims = await activeMemberClaims(db, userId);
    if (!claims) throw new AppError(500, 'SERVER_ERROR', 'The new member could not be read.');
    const started = await sessions.start(userId, request.headers['user-agent'] ?? null);
    setRefreshCookie(reply, started.token, sessions.maxAgeSeconds);
    return sessionPayload(tokens, claims, started.familyId);
  }
}

function codeRefusal(outcome: Refused, request: FastifyRequest): AppError {
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
        outcome.scope === 'client' ? 'code_locked' : 'code_locked_new_devices',
        language,
        Math.ceil(outcome.retryAfterSeconds / 60),
      );
  }
}
