import { ErrorState } from '@switchyard/ui';

/** What the remote shows when one of its pages throws while rendering. */
export function RemoteCrash({ error }: { error: Error }) {
  console.error('The organization pages crashed', error);
  return (
    <ErrorState
      message="This part of Switchyard could not be loaded"
      onRetry={() => window.location.reload()}
    />
  );
}
