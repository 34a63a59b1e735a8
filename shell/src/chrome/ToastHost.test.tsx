import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from './ToastHost';
import { showToast, useToastStore } from './toast';

afterEach(() => {
  useToastStore.setState({ toasts: [] });
  vi.useRealTimers();
});

describe('ToastHost', () => {
  it('shows a toast any section raises, one at a time', () => {
    render(<ToastHost />);
    act(() => {
      showToast({ title: 'First', description: 'first description' });
    });
    expect(screen.getByText('First')).toBeInTheDocument();
    act(() => {
      showToast({ title: 'Second', variant: 'destructive' });
    });
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('closes after 5 seconds', () => {
    vi.useFakeTimers();
    render(<ToastHost />);
    act(() => {
      showToast({ title: 'Saved' });
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5100));
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('can be dismissed with its close button', async () => {
    render(<ToastHost />);
    act(() => {
      showToast({ title: 'Dismiss me' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});
