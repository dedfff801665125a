import type { Job } from '../jobs/worker.ts';
import { pruneNews } from '../live-events/live-news.ts';

/** How long news is kept for dashboards that reconnect: a laptop asleep overnight still catches up. */
export const LIVE_NEWS_KEPT_MS = 24 * 60 * 60 * 1000;

/** Every hour, once across servers: news older than a day goes. */
export const liveNewsPurge: Job = {
  name: 'purge_live_events',
  schedule: '7 * * * *',
  async run(deps) {
    const gone = await pruneNews(deps.orm.em.fork(), LIVE_NEWS_KEPT_MS);
    if (gone > 0) deps.log.info({ gone }, 'live events older than a day deleted');
  },
};
