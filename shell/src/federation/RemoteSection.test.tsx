import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderAt } from 'shared-content/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemoteModule } from './loadRemote';
import { RemoteSection, RemoteWidget } from './RemoteSection';
import { AUTOMATIC_RETRY_DELAYS_MS, SLOW_REMOTE_MS } from './useRemoteComponent';

vi.mock('./loadRemote', () => ({
  loadRemoteModule: vi.fn(),
}));

const load = vi.mocked(loadRemoteModule);
const BestPrices = () => <h1>Best Prices</h1>;
const Broken = (): ReactElement => {
  throw new Error('render failed');
};
const module = (Component: () => ReactElement) => ({ default: Component }) as never;

const offline = () => new Error('mf-medpack could not be loaded: offline');
/** Lets the automatic retries run their course. */
const waitOutAutomaticRetries = () =>
  act(async () => {
    for (const delay of AUTOMATIC_RETRY_DELAYS_MS) await vi.advanceTimersByTimeAsync(delay);
  });

describe('RemoteSection', () => {
  beforeEach(() => {
    load.mockReset();
    // React reports errors its boundaries caught; the shell reports them in one warning.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.useRealTimers());

  it('tries twice more, after a pause, before it shows the failure panel', async () => {
    vi.useFakeTimers();
    load.mockRejectedValueOnce(offline()).mockRejectedValueOnce(offline());
    load.mockResolvedValueOnce(module(BestPrices));
    renderAt('/best-prices', <RemoteSection remote="mf-medpack" />);
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => vi.advanceTimersByTimeAsync(AUTOMATIC_RETRY_DELAYS_MS[0]));
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith('mf-medpack', './Section', { retry: true });
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

    await act(async () => vi.advanceTimersByTimeAsync(AUTOMATIC_RETRY_DELAYS_MS[1]));
    expect(screen.getByRole('heading', { name: 'Best Prices' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the failure panel with phones when the remote is down, and Retry loads it again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    load.mockRejectedValueOnce(offline()).mockRejectedValueOnce(offline());
    load.mockRejectedValueOnce(offline());
    load.mockResolvedValueOnce(module(BestPrices));
    renderAt('/best-prices', <RemoteSection remote="mf-medpack" />);
    await waitOutAutomaticRetries();

    expect(
      await screen.findByRole('heading', { name: 'This page is not available right now' }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole('link', { name: /^Call .+ at \(\d{3}\) \d{3}-\d{4}$/ }),
    ).toHaveLength(4);

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Best Prices' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('mf-medpack', './Section', { retry: true });
  });

  it('catches a section that throws while rendering', async () => {
    load.mockResolvedValueOnce(module(Broken));
    load.mockResolvedValueOnce(module(BestPrices));
    renderAt('/best-prices', <RemoteSection remote="mf-medpack" />);

    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Best Prices' })).toBeInTheDocument();
  });

  it('offers Retry when a section takes too long, and still shows it if it arrives', async () => {
    vi.useFakeTimers();
    let arrive: (value: never) => void = () => {};
    load.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    renderAt('/best-prices', <RemoteSection remote="mf-medpack" />);

    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(SLOW_REMOTE_MS));
    expect(screen.getByText(/taking much longer than usual/)).toBeInTheDocument();
    expect(screen.getByText(/you can keep waiting, or try again/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();

    await act(async () => arrive(module(BestPrices)));
    expect(screen.getByRole('heading', { name: 'Best Prices' })).toBeInTheDocument();
  });
});

describe('RemoteWidget', () => {
  it('leaves a failed widget out quietly', async () => {
    load.mockReset();
    load.mockRejectedValueOnce(new Error('offline'));
    const { container } = renderAt(
      '/best-prices',
      <div>
        <RemoteWidget remote="mf-reviews" expose="./HomeWidget" />
      </div>,
    );
    await act(async () => {});
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
