import { lazy, Suspense, useEffect, useState } from 'react';
import { onToasterWanted } from './toast.ts';

const Notifications = lazy(() =>
  Promise.all([
    import('@mantine/notifications'),
    import('@mantine/core/styles/Notification.css'),
    import('@mantine/notifications/styles.css'),
  ]).then(([m]) => ({
    default: m.Notifications,
  })),
);

/** Mounts Mantine's notifications container the first time a toast is shown. */
export function Toaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => onToasterWanted(() => setMounted(true)), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      {/* The owner wants at most one toast on screen, shown for five seconds. */}
      <Notifications limit={1} autoClose={5000} position="top-right" />
    </Suspense>
  );
}
