import * as RadixToast from '@radix-ui/react-toast';
import { useSiteText } from 'shared-content';
import { limits, timers, toastHotkey } from '../timing';
import * as styles from './ToastHost.css';
import { useToastStore } from './toast';

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
          className={
            toast.variant === 'destructive' ? `${styles.toast} ${styles.destructive}` : styles.toast
          }
          onOpenChange={(open) => {
            if (!open) dismiss(toast.id);
          }}
        >
          <RadixToast.Title className={styles.title}>{toast.title}</RadixToast.Title>
          {toast.description && (
            <RadixToast.Description className={styles.description}>
              {toast.description}
            </RadixToast.Description>
          )}
          {toast.action && (
            <RadixToast.Action
              altText={toast.action.altText}
              onClick={toast.action.onClick}
              className={styles.smallButton}
            >
              {toast.action.label}
            </RadixToast.Action>
          )}
          <RadixToast.Close aria-label={text.dismiss} className={styles.closeButton}>
            <span aria-hidden="true">✕</span>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport hotkey={[...toastHotkey]} className={styles.viewport} />
    </RadixToast.Provider>
  );
}
