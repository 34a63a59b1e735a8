// The console's only script: the passkey buttons of the sign-in and enrolment pages. It
// asks the server for options, lets the browser talk to the authenticator through
// SimpleWebAuthn's browser bundle (assets/webauthn.js, loaded first, same origin) and
// posts the answer back with the page's CSRF token. Plain JavaScript, type-checked from
// its JSDoc; a module (loaded after the bundle, in order); no inline script anywhere.

/** @type {typeof import('@simplewebauthn/browser')} */
const webauthn = /** @type {any} */ (globalThis).SimpleWebAuthnBrowser;
const csrfToken = document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? '';
const statusLine = document.getElementById('passkey-status');

/** @param {string} text */
const say = (text) => {
  if (statusLine) statusLine.textContent = text;
};

/**
 * POSTs JSON to a console path; the parsed answer, or an Error with the server's words.
 * @param {string} path
 * @param {unknown} body
 */
async function post(path, body) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) {
    throw new Error(
      response.status === 429
        ? 'Too many tries: wait a minute.'
        : (answer.error ?? 'That did not work.'),
    );
  }
  return answer;
}

async function signIn() {
  const optionsJSON = await post('/owner/sign-in/options', {});
  const answer = await webauthn.startAuthentication({ optionsJSON });
  const { redirect } = await post('/owner/sign-in/verify', answer);
  window.location.assign(redirect);
}

async function enroll() {
  const field = /** @type {HTMLInputElement | null} */ (document.getElementById('invite-code'));
  const code = field?.value.trim() ?? '';
  if (!code) throw new Error('Enter the invite code.');
  const optionsJSON = await post('/owner/enroll/options', { code });
  const answer = await webauthn.startRegistration({ optionsJSON });
  const { redirect } = await post('/owner/enroll/verify', { code, answer });
  window.location.assign(redirect);
}

const inviteField = /** @type {HTMLInputElement | null} */ (document.getElementById('invite-code'));
if (inviteField && window.location.hash.length > 1) {
  inviteField.value = decodeURIComponent(window.location.hash.slice(1));
  // The code is a secret: keep it out of the history and of anything copied from the bar.
  history.replaceState(null, '', window.location.pathname);
}

for (const button of document.querySelectorAll('[data-passkey]')) {
  button.addEventListener('click', () => {
    const action = button.getAttribute('data-passkey') === 'enroll' ? enroll : signIn;
    say('Waiting for your passkey…');
    action().catch((/** @type {unknown} */ error) => {
      say(
        error instanceof Error && error.name !== 'NotAllowedError'
          ? error.message
          : 'Cancelled: try again.',
      );
    });
  });
}

export {};
