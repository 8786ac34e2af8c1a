/**
 * The composer's fixed texts (see spec/composer-and-header.md#2-screens-and-routes,
 * spec/composer-and-header.md#5-validation-rules, spec/composer-and-header.md#8-error-catalogue,
 * spec/composer-and-header.md#9-business-constants-and-limits).
 */
export const CREATE_HEADING = 'Create a new Applet';
export const HELP_EDITING = 'Need help editing this Applet?';
export const HELP_CREATING = 'Need help creating an Applet?';
export const PREVIEW_ACCESS =
  'Sorry, this Applet depends on a preview service that you don’t currently have access to.';

export const UPDATE_FAILED = 'Could not update Applet. Please check your data.';
export const CREATE_FAILED = 'Could not create Applet. Please check your data.';
export const UPDATE_SUCCEEDED = 'Changes saved';
export const CREATE_SUCCEEDED = 'Applet Created';
export const INVALID_INGREDIENTS = 'Please correct the invalid ingredients';
export const FIELD_OPTIONS_FAILED =
  "Sorry, we weren't able to load the options for this field. Please contact our Developer Support team if the problem persists.";

export const UNUSED_QUERY_CONFIRM =
  'You’ve added a query but haven’t used it in your filter code or as an ingredient, are you sure you want to continue?';
export const PUBLISHED_CONFIRM =
  'Your Applet is published. Any alterations will be applied to all users of this Applet. Are you sure?';
export const removeStepConfirm = (type: 'trigger' | 'action' | 'query') =>
  `Are you sure you want to remove this ${type}?`;
export const REMOVE_FILTER_CODE_CONFIRM = 'Are you sure? This will delete your existing code.';

export const VISIBILITY_SET_BY_YOU = 'Set by you';
export const VISIBILITY_CUSTOMIZABLE = 'Customizable by the user';
export const MUST_BE_CHOSEN = 'This field must be chosen by the user.';

/** The submit button: Update for a published applet, Save otherwise. */
export const submitLabel = (published: boolean) => (published ? 'Update' : 'Save');

/** The bottom flash: shown 4 s, then a 0.5 s fade. */
export const FLASH_DURATION_MS = 4000;
export const FLASH_FADE_MS = 500;
