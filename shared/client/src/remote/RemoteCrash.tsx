import { ErrorState } from '@switchyard/ui';

/** What a remote shows when one of its pages throws while rendering. */
export function RemoteCrash({ error, remote }: { error: Error; remote: string }) {
  console.error(`The ${remote} pages crashed`, error);
  return (
    <ErrorState
      message="This part of Switchyard could not be loaded"
      onRetry={() => window.location.reload()}
    />
  );
}
