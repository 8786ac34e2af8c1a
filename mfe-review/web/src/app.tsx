import { createRemoteLifecycles } from '@switchyard/client/remote';
import { cachePolicies } from './cachePolicies';
import { loadReviewRoute, ReviewRoutes } from './routes';
import './review.css';

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: 'review',
  routes: ReviewRoutes,
  cachePolicies,
  loadRoute: loadReviewRoute,
});
