import { afterEach, describe, expect, it, vi } from 'vitest';

describe("the contact form's rules in the browser", () => {
  afterEach(() => vi.restoreAllMocks());

  it('never builds code from strings, which the CSP would report', async () => {
    const functionConstructor = vi.spyOn(globalThis, 'Function');
    const { contactMessageWith } = await import('./contact.rules');
    const { contactErrors } = await import('./contact');
    const result = contactMessageWith(contactErrors).safeParse({
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '7325550100',
      subject: 'general',
      message: 'Is the Parlin store open on Sunday?',
    });
    expect(result.success).toBe(true);
    expect(functionConstructor).not.toHaveBeenCalled();
  });
});
