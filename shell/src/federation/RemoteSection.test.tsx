import { act, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderAt, reviewsFillingHome } from 'test-kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemoteModule } from './loadRemote';
import { RemotesConfigProvider } from './preloaded';
import { RemoteSection, Slot } from './RemoteSection';
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

  it('shows the failure panel with phones when the remote is down, and a Retry that loads the page again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    load.mockRejectedValueOnce(offline()).mockRejectedValueOnce(offline());
    load.mockRejectedValueOnce(offline());
    renderAt('/best-prices', <RemoteSection remote="mf-medpack" />);
    await waitOutAutomaticRetries();

    expect(
      await screen.findByRole('heading', { name: 'This page is not available right now' }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole('link', { name: /^Call .+ at \(\d{3}\) \d{3}-\d{4}$/ }),
    ).toHaveLength(4);
    // A link to the page itself (an empty address): a document load, with no script.
    expect(screen.getByRole('link', { name: 'Retry' })).toHaveAttribute('href', '/best-prices');
  });

  it('catches a section that throws while rendering', async () => {
    load.mockResolvedValueOnce(module(Broken));
    renderAt('/best-prices', <RemoteSection remote="mf-medpack" />);

    expect(
      await screen.findByRole('heading', { name: 'This page is not available right now' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retry' })).toHaveAttribute('href', '/best-prices');
  });

  it('offers Retry when a section takes too long, and still shows it if it arrives', async () => {
    vi.useFakeTimers();
    let arrive: (value: never) => void = () => {};
    load.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    renderAt('/best-prices', <RemoteSection remote="mf-medpack" />);

    expect(screen.queryByRole('link', { name: 'Retry' })).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(SLOW_REMOTE_MS));
    expect(screen.getByText(/taking much longer than usual/)).toBeInTheDocument();
    expect(screen.getByText(/you can keep waiting, or try again/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retry' })).toHaveAttribute('href', '/best-prices');

    await act(async () => arrive(module(BestPrices)));
    expect(screen.getByRole('heading', { name: 'Best Prices' })).toBeInTheDocument();
  });
});

describe('Slot', () => {
  const composition = reviewsFillingHome;

  it('renders the module the composition says fills it, in the page language', async () => {
    load.mockReset();
    load.mockResolvedValue(module(() => <p>Widget of the slot</p>));
    renderAt(
      '/',
      <RemotesConfigProvider value={composition}>
        <Slot name="home-testimonials" />
      </RemotesConfigProvider>,
    );
    expect(await screen.findByText('Widget of the slot')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf-reviews', './HomeWidget', { retry: false });
  });

  it('is empty when no live remote fills it', async () => {
    load.mockReset();
    const { container } = renderAt(
      '/',
      <RemotesConfigProvider value={{}}>
        <div>
          <Slot name="home-testimonials" />
        </div>
      </RemotesConfigProvider>,
    );
    await act(async () => {});
    expect(container.textContent).toBe('');
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves a failed widget out quietly', async () => {
    load.mockReset();
    load.mockRejectedValue(new Error('offline'));
    const { container } = renderAt(
      '/best-prices',
      <RemotesConfigProvider value={composition}>
        <div>
          <Slot name="home-testimonials" />
        </div>
      </RemotesConfigProvider>,
    );
    await act(async () => {});
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
