// Enrolment and sign-in as the passkey script does them, for the tests.
import { type browserFor, origin } from '../app.testing';
import { softAuthenticator } from './soft-authenticator.testing';

type Browser = ReturnType<typeof browserFor>;

/** Opens the invite link and creates a passkey with it; the responses of each step. */
export async function enroll(
  browser: Browser,
  code: string,
  authenticator = softAuthenticator(origin, 'localhost'),
) {
  await browser.get('/owner/enroll');
  const options = await browser.postJson('/owner/enroll/options', { code });
  if (options.statusCode !== 200) return { authenticator, options, verify: undefined };
  const answer = authenticator.register(options.json());
  const verify = await browser.postJson('/owner/enroll/verify', { code, answer });
  return { authenticator, options, verify };
}

/** Signs in with `authenticator` from the sign-in page; the verify response. */
export async function signIn(
  browser: Browser,
  authenticator: ReturnType<typeof softAuthenticator>,
  { wrongKey = false } = {},
) {
  await browser.get('/owner/sign-in');
  const options = await browser.postJson('/owner/sign-in/options', {});
  return browser.postJson(
    '/owner/sign-in/verify',
    authenticator.signIn(options.json(), { wrongKey }),
  );
}
