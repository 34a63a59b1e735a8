import { css } from '@emotion/react';
import * as RadixToast from '@radix-ui/react-toast';
import { useSiteText } from 'shared-content';
import { theme } from 'ui-kit';
import { limits, timers, toastHotkey } from '../timing';
import { useToastStore } from './toast';

const viewport = css({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  width: 'min(24rem, 100vw)',
  margin: 0,
  padding: theme.space.md,
  listStyle: 'none',
  outline: 'none',
});

const toastStyle = css({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: theme.space.xs,
  padding: theme.space.md,
  borderRadius: theme.radii.md,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.background,
  color: theme.colors.text,
  boxShadow: '0 8px 24px rgba(15, 23, 42, 0.2)',
  '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
  '&[data-swipe="end"]': { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
});

const destructive = css({
  background: theme.colors.danger,
  borderColor: theme.colors.danger,
  color: theme.colors.onPrimary,
});

const smallButton = css({
  minHeight: 32,
  padding: `0 ${theme.space.sm}`,
  border: '1px solid currentColor',
  borderRadius: theme.radii.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
});

/**
 * Shows the toasts any section raises through the shared store: one at a time, 5 s,
 * swipe right past 50 px to dismiss, F8 jumps to them (Radix Toast).
 */
export function ToastHost() {
  const toasts = useToastStore((state) => state.toasts).slice(0, limits.toastLimit);
  const dismiss = useToastStore((state) => state.dismiss);
  const { toast: text } = useSiteText();
  return (
    <RadixToast.Provider
      duration={timers.toastDurationMs}
      swipeDirection="right"
      swipeThreshold={limits.toastSwipeThresholdPx}
      label={text.regionLabel}
    >
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          type={toast.variant === 'destructive' ? 'foreground' : 'background'}
          css={[toastStyle, toast.variant === 'destructive' && destructive]}
          onOpenChange={(open) => {
            if (!open) dismiss(toast.id);
          }}
        >
          <RadixToast.Title css={{ fontWeight: 700 }}>{toast.title}</RadixToast.Title>
          {toast.description && (
            <RadixToast.Description css={{ gridColumn: '1 / 2' }}>
              {toast.description}
            </RadixToast.Description>
          )}
          {toast.action && (
            <RadixToast.Action
              altText={toast.action.altText}
              onClick={toast.action.onClick}
              css={smallButton}
            >
              {toast.action.label}
            </RadixToast.Action>
          )}
          <RadixToast.Close
            aria-label={text.dismiss}
            css={[smallButton, { gridColumn: 2, gridRow: 1 }]}
          >
            <span aria-hidden="true">✕</span>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport hotkey={[...toastHotkey]} css={viewport} />
    </RadixToast.Provider>
  );
}
