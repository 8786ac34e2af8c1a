import { EmptyState } from '@switchyard/ui';
import { EditActionPage, NewActionPage } from './ActionPage';
import { EditTriggerPage, NewTriggerPage } from './TriggerPage';
import { decodeSegment } from '../decodeSegment';

/** /services/{module}/triggers/{new|slug_or_id} and /services/{module}/actions/{new|slug}. */
export function StepsRoute({
  serviceModuleName,
  stepType,
  segment,
}: {
  serviceModuleName: string;
  stepType: 'triggers' | 'actions';
  segment: string;
}) {
  const key = decodeSegment(segment);
  if (key === 'new') {
    return stepType === 'triggers' ? (
      <NewTriggerPage serviceModuleName={serviceModuleName} />
    ) : (
      <NewActionPage serviceModuleName={serviceModuleName} />
    );
  }
  if (key) {
    return stepType === 'triggers' ? (
      <EditTriggerPage key={key} serviceModuleName={serviceModuleName} slugOrId={key} />
    ) : (
      <EditActionPage key={key} serviceModuleName={serviceModuleName} slug={key} />
    );
  }
  return <EmptyState title="NOT FOUND">There is nothing at this address.</EmptyState>;
}
