import { defineRoutes } from '@kfeed/contracts/routes/route';

/** Sign-in and sign-up by e-mailed code, and the session's renewal and end. */
export const authRoutes = defineRoutes({
  getLoginVerificationNumber: {
    method: 'POST',
    path: '/api/auth/getLoginVerificationNumber',
    tag: 'auth',
    summary: 'Send a login code to a member’s e-mail address',
    access: 'anyone',
    body: 'EmailRequest',
    answer: 'NoData',
  },
  login: {
    method: 'POST',
    path: '/api/auth/login',
    tag: 'auth',
    summary: 'Log in with the e-mailed code; sets the refresh cookie',
    access: 'anyone',
    body: 'LoginRequest',
    answer: 'SessionPayload',
  },
  getSignUpVerificationNumber: {
    method: 'POST',
    path: '/api/auth/getSignUpVerificationNumber',
    tag: 'auth',
    summary: 'Send a sign-up code, in the chosen language, to a new e-mail address',
    access: 'anyone',
    body: 'SignUpCodeRequest',
    answer: 'NoData',
  },
  signUp: {
    method: 'POST',
    path: '/api/auth/signUp',
    tag: 'auth',
    summary: 'Create a member with the e-mailed code; with autoLogin, also a session',
    access: 'anyone',
    body: 'SignUpRequest',
    answer: 'SignUpData',
  },
  refresh: {
    method: 'POST',
    path: '/api/auth/refresh',
    tag: 'auth',
    summary: 'Renew the access token with the refresh cookie (rotates the cookie)',
    access: 'anyone',
    answer: 'SessionPayload',
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    tag: 'auth',
    summary: 'End this sign-in: revokes the refresh cookie and its access tokens',
    access: 'anyone',
    answer: 'NoData',
  },
});
