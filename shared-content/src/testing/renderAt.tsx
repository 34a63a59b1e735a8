import { type RenderOptions, type RenderResult, render } from '@testing-library/react';
import { type UserEvent, userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

interface RenderAtOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Pages visited before `path`, oldest first: what Back goes to. */
  history?: readonly string[];
  /**
   * Options for user-event's `setup`, e.g. `{ advanceTimers: vi.advanceTimersByTime }`
   * under fake timers.
   */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/**
 * The one render helper of the component tests: renders `ui` in a router that is at
 * `path` (after `history`), and returns testing-library's result with a `user` of
 * user-event, set up on first use. Components read the theme as a module
 * (`shared-content`), so no ThemeProvider is needed.
 */
export function renderAt(
  path: string,
  ui: ReactElement,
  { history = [], userOptions, ...options }: RenderAtOptions = {},
): RenderResult & { readonly user: UserEvent } {
  const entries = [...history, path];
  const result = render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      {ui}
    </MemoryRouter>,
    options,
  );
  let user: UserEvent | undefined;
  return {
    ...result,
    get user() {
      user ??= userEvent.setup(userOptions);
      return user;
    },
  };
}
