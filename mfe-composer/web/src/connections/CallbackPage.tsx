import { navigate, useLocation } from '@switchyard/client';
import { LoadingState } from '@switchyard/ui';
import { useEffect } from 'react';
import { finishConnect } from './connectionRequests';

/**
 * /my_services/{module}/callback: where the partner sends the browser back. It hands the code and
 * state to the server (which checks the state is this user's) and returns to where the user was.
 */
export function CallbackPage({ module }: { module: string }) {
  const { search } = useLocation();
  useEffect(() => {
    let live = true;
    finishConnect(module, search)
      .catch(() => '/my_services?connect_error=failed')
      .then((next) => live && navigate(next, { replace: true }));
    return () => {
      live = false;
    };
    // Once per arrival: the code can be exchanged only once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [module]);
  return <LoadingState label="Connecting…" />;
}
