// Sign-in and enrolment: each is one button that asks the device for its passkey (the
// passkey script does the WebAuthn calls); no password exists anywhere.
import { assetsPath, Layout } from './layout';

const passkeyScripts = [`${assetsPath}/webauthn.js`, `${assetsPath}/passkey.js`];

export function SignInPage({ csrfToken }: { csrfToken: string }) {
  return (
    <Layout title="Sign in" csrfToken={csrfToken} scripts={passkeyScripts}>
      <h1>Sign in</h1>
      <p>Use the passkey on this phone or computer (fingerprint, face or screen lock).</p>
      <button type="button" id="sign-in" className="primary" data-passkey="sign-in">
        Sign in with passkey
      </button>
      <p id="passkey-status" role="alert" className="status" />
      <noscript>Signing in with a passkey needs JavaScript.</noscript>
    </Layout>
  );
}

export function EnrollPage({ csrfToken }: { csrfToken: string }) {
  return (
    <Layout title="Set up your passkey" csrfToken={csrfToken} scripts={passkeyScripts}>
      <h1>Set up your passkey</h1>
      <p>Your invite link fills in the code. It works once, for 24 hours.</p>
      <label htmlFor="invite-code">Invite code</label>
      <input id="invite-code" name="code" autoComplete="off" spellCheck={false} />
      <button type="button" id="enroll" className="primary" data-passkey="enroll">
        Create passkey
      </button>
      <p id="passkey-status" role="alert" className="status" />
      <noscript>Creating a passkey needs JavaScript.</noscript>
    </Layout>
  );
}
