import { lazy, Suspense, useState } from 'react';
import { useToastStore } from './toast';

// Radix Toast and its styles load with the first toast: most pages never raise one.
const ToastHost = lazy(() =>
  import('./ToastHost').then(({ ToastHost }) => ({ default: ToastHost })),
);

/** Where toasts appear: empty until a section first raises one, then the toast host. */
export function ToastSlot() {
  const hasToast = useToastStore((state) => state.toasts.length > 0);
  const [raised, setRaised] = useState(false);
  if (hasToast && !raised) setRaised(true);
  if (!raised) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
