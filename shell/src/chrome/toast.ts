import { create } from 'zustand';

type ToastVariant = 'default' | 'destructive';

interface ToastAction {
  label: string;
  /** Alternative text for screen readers that says what the action does. */
  altText: string;
  onClick: () => void;
}

interface Toast {
  id: string;
  title: string;
  description?: string;
  action?: ToastAction;
  variant: ToastVariant;
}

type ToastInput = Omit<Toast, 'id' | 'variant'> & { variant?: ToastVariant };

interface ToastState {
  /** At most one toast is shown at once: a new one replaces the old. */
  toasts: Toast[];
  show: (toast: ToastInput) => string;
  dismiss: (id: string) => void;
}

let counter = 0;

export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  show: (toast) => {
    counter += 1;
    const id = `toast-${counter}`;
    set({ toasts: [{ variant: 'default', ...toast, id }] });
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

/** Raise a toast from anywhere: any remote or the shell. */
export const showToast = (toast: ToastInput) => useToastStore.getState().show(toast);
