/** `tel:` href of a displayed (US) phone number. Plain TypeScript: browser, server and tests use it. */
export const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`;
