import { useLingui } from '@lingui/react/macro';
import type { LiveEvent } from '@shop/contract';
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { TRPCClientError } from '@trpc/client';
import { useEffect, useRef } from 'react';
import { useToken } from '../../../auth-token.ts';
import { endSession } from '../../../session-ended.ts';
import { trpc } from '../../../trpc.ts';
import { showToast } from '../../toast/toast.ts';
import { alertInBackground } from './background-alerts.ts';
import { liveClient } from './live-client.ts';

/** The queries each kind of news makes stale: the lists, their counts and badges, the open item. */
function staleAfter(event: LiveEvent): readonly QueryKey[] | 'all' | null {
  switch (event.kind) {
    case 'message-received':
    case 'message-changed':
      return [trpc.messages.pathKey(), trpc.overview.pathKey()];
    case 'appointment-booked':
    case 'appointment-changed':
      return [trpc.appointments.pathKey(), trpc.overview.pathKey()];
    case 'review-waiting':
      return [trpc.reviews.pathKey(), trpc.overview.pathKey()];
    case 'repair-order-changed':
    case 'estimate-opened':
    case 'estimate-approved':
    case 'estimate-declined':
      return [trpc.repairOrders.pathKey(), trpc.overview.pathKey()];
    case 'resync':
      return 'all';
    case 'ready':
      return null;
  }
}

/** The open tab's title carries the unread count, "(3) Dashboard ...", through every navigation. */
function useUnreadTitle(): void {
  const unread = useQuery(trpc.messages.unreadCount.queryOptions()).data?.unread ?? 0;
  const router = useRouter();
  useEffect(() => {
    const bare = () => document.title.replace(/^\(\d+\) /, '');
    const write = () => {
      document.title = unread > 0 ? `(${unread}) ${bare()}` : bare();
    };
    write();
    // After the route's own head is written for the new address.
    const stop = router.subscribe('onResolved', () => queueMicrotask(write));
    return () => {
      stop();
      document.title = bare();
    };
  }, [unread, router]);
}

/**
 * The open dashboard's one connection to the server: news of what changed, as it commits on any
 * app server. The lists, counts and open item it touches load again; news from someone else shows a
 * toast, and a browser notification when asked for and the tab is hidden. Nothing is polled. The
 * stream ends with the session: signed out elsewhere, the dashboard goes to sign in.
 */
export function LiveNews({ userId }: { userId: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const token = useToken();
  useUnreadTitle();

  /** What a piece of news says to the staff member; null when it needs no word (their own change). */
  const words = (event: LiveEvent): { title: string; message: string } | null => {
    if (!('by' in event) || event.by === userId) return null;
    switch (event.kind) {
      case 'message-received':
        return { title: t`New message`, message: t`A customer sent a message from the contact form.` };
      case 'appointment-booked':
        return { title: t`New appointment`, message: t`An appointment was booked.` };
      case 'appointment-changed':
        return event.by === null
          ? { title: t`Appointment changed`, message: t`A customer moved or cancelled their appointment.` }
          : { title: t`Appointment changed`, message: t`A colleague changed an appointment.` };
      case 'review-waiting':
        return { title: t`Review waiting`, message: t`A customer’s review is waiting to be published.` };
      case 'estimate-opened':
        return { title: t`Estimate opened`, message: t`A customer opened the estimate for their car.` };
      case 'estimate-approved':
        return { title: t`Estimate approved`, message: t`A customer approved work on their car.` };
      case 'estimate-declined':
        return { title: t`Estimate declined`, message: t`A customer declined the work on their car.` };
      // A colleague's work on a repair order (a line, a step) shows on the board and the order itself: no toast.
      case 'repair-order-changed':
      case 'message-changed':
        return null;
    }
  };
  // News comes in bursts (a reconnect catches up on up to 200): what it touched is refreshed once,
  // and one toast says what arrived, gathered for a tenth of a second from the first of it.
  const burst = useRef<{ events: LiveEvent[]; timer: ReturnType<typeof setTimeout> | null }>({
    events: [],
    timer: null,
  });
  const settle = () => {
    const events = burst.current.events.splice(0);
    burst.current.timer = null;
    const stale = events.map(staleAfter);
    if (stale.includes('all')) void queryClient.invalidateQueries();
    else {
      const keys = new Map(
        stale.flatMap((s) => (s === 'all' ? [] : (s ?? []))).map((key) => [JSON.stringify(key), key]),
      );
      for (const queryKey of keys.values()) void queryClient.invalidateQueries({ queryKey });
    }
    const said = events.map(words).filter((w) => w !== null);
    const last = said.at(-1);
    if (!last) return;
    const toast =
      said.length === 1
        ? last
        : {
            title: t`New work arrived`,
            message: t`${said.length} new or changed messages, appointments, reviews and repair orders.`,
          };
    showToast({ color: 'blue', title: toast.title, message: toast.message });
    alertInBackground(toast.title, toast.message);
  };
  // The handler of the newest render (its language), without opening the stream again.
  const onNews = useRef((_event: LiveEvent) => {});
  onNews.current = (event) => {
    burst.current.events.push(event);
    burst.current.timer ??= setTimeout(() => settleRef.current(), 100);
  };
  const settleRef = useRef(settle);
  settleRef.current = settle;

  useEffect(() => {
    if (!token) return;
    // The stream's state on the page, for whoever reads it (a browser test, support): `ready` once
    // it has caught up, `connecting` while it reconnects.
    const mark = (state: string | null) => {
      if (state) document.body.dataset.liveNews = state;
      else delete document.body.dataset.liveNews;
    };
    const subscription = liveClient.live.events.subscribe(undefined, {
      onData: ({ data }) => {
        if (data.kind === 'ready') mark('ready');
        onNews.current(data);
      },
      onConnectionStateChange: (state) => {
        if (state.state === 'connecting') mark('connecting');
      },
      onError: (error) => {
        const reason =
          error instanceof TRPCClientError ? (error.data as { reason?: string } | undefined)?.reason : null;
        // Signed out elsewhere, ended from another device or by a manager, deactivated: sign in again.
        mark('ended');
        if (reason === 'not-signed-in') endSession();
      },
    });
    return () => {
      subscription.unsubscribe();
      mark(null);
      const { timer } = burst.current;
      if (timer) clearTimeout(timer);
      burst.current = { events: [], timer: null };
    };
  }, [token]);
  return null;
}
