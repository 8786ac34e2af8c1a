import { SelectField } from '@switchyard/ui';
import { useId } from 'react';
import { ORDER_OPTIONS, type ContentOptions, type FeedbackView } from './feedbackAddress';

/**
 * What the list shows (one of `contents`) and in which order; staff may narrow it to the reported
 * items.
 */
export function FeedbackControls({
  view,
  contents,
  staff,
  onChange,
}: {
  view: FeedbackView;
  contents: ContentOptions;
  staff: boolean;
  onChange(next: FeedbackView): void;
}) {
  const reportedId = useId();
  return (
    <div className="ob-feedback-controls">
      <SelectField
        label="Show"
        options={contents}
        value={view.content}
        onChange={(e) => onChange({ ...view, content: e.target.value as FeedbackView['content'] })}
      />
      <SelectField
        label="Order"
        options={ORDER_OPTIONS}
        value={view.order}
        onChange={(e) => onChange({ ...view, order: e.target.value as FeedbackView['order'] })}
      />
      {staff && (
        <div className="ob-feedback-controls__check">
          <input
            id={reportedId}
            type="checkbox"
            checked={view.reportedOnly}
            onChange={(e) => onChange({ ...view, reportedOnly: e.target.checked })}
          />
          <label htmlFor={reportedId}>Reported only</label>
        </div>
      )}
    </div>
  );
}
