import { useLocation } from '@switchyard/client';
import { EmptyState } from '@switchyard/ui';
import { AppletDefaultsPage } from './appletDefaults/AppletDefaultsPage';
import { QueuePage } from './queue/QueuePage';
import { ReviewPage } from './reviewPage/ReviewPage';
import { SettingsPage } from './settings/SettingsPage';
import { SubmitPage } from './submit/SubmitPage';

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** The remote's pages under /reviews (the spec does not show their paths; see the README). */
export function ReviewRoutes() {
  const path = useLocation().pathname.replace(/\/+$/, '');
  if (path === '/reviews') return <QueuePage />;
  const submit = /^\/reviews\/([^/]+)\/submit$/.exec(path);
  const submitOf = submit && decode(submit[1]);
  if (submitOf) return <SubmitPage key={submitOf} moduleName={submitOf} />;
  const settings = /^\/reviews\/([^/]+)\/settings$/.exec(path);
  const settingsOf = settings && decode(settings[1]);
  if (settingsOf) return <SettingsPage key={settingsOf} moduleName={settingsOf} />;
  const defaults = /^\/reviews\/([^/]+)\/applet_defaults$/.exec(path);
  const defaultsOf = defaults && decode(defaults[1]);
  if (defaultsOf) return <AppletDefaultsPage key={defaultsOf} moduleName={defaultsOf} />;
  const review = /^\/reviews\/([^/]+)$/.exec(path);
  const reviewOf = review && decode(review[1]);
  if (reviewOf) return <ReviewPage key={reviewOf} moduleName={reviewOf} />;
  return <EmptyState title="Page not found">There is nothing at this address.</EmptyState>;
}
