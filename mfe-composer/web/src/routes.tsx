import { useLocation } from '@switchyard/client';
import { EmptyState } from '@switchyard/ui';
import { ComposerPage } from './composer/ComposerPage';
import { CallbackPage } from './connections/CallbackPage';
import { MY_SERVICES, MyServicesPage } from './connections/MyServicesPage';
import { withoutOutcome } from './composer/draftStore';
import { HelpPage } from './help/HelpPage';
import { MyAppletsPage } from './list/MyAppletsPage';
import { AppletPage } from './show/AppletPage';

const UUID = '[0-9a-fA-F-]{36}';

/** The remote's pages under /my_applets, /applets and /my_services (the spec does not show them; see the README). */
export function ComposerRoutes() {
  const { pathname, search } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  if (path === '/my_applets') return <MyAppletsPage />;
  if (path === MY_SERVICES) return <MyServicesPage />;
  const callback = /^\/my_services\/([a-z0-9_]+)\/callback$/.exec(path);
  if (callback) return <CallbackPage key={callback[1]} module={callback[1]} />;
  // The connection outcome parameters are read, then dropped: the same page, not a new one.
  if (path === '/my_applets/new')
    return <ComposerPage key={withoutOutcome(path, search)} mode={{ kind: 'create', search }} />;
  if (path === '/my_applets/help') return <HelpPage />;
  const edit = new RegExp(`^/my_applets/(${UUID})/edit$`).exec(path);
  if (edit) return <ComposerPage key={edit[1]} mode={{ kind: 'edit', id: edit[1] }} />;
  const show = new RegExp(`^/(?:my_applets|applets)/(${UUID})$`).exec(path);
  if (show) return <AppletPage key={show[1]} id={show[1]} />;
  return <EmptyState title="Page not found">There is nothing at this address.</EmptyState>;
}
