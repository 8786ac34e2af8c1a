/**
 * The connection editor's and start screen's fixed texts, word for word (see
 * spec/connections.md#connection-createeditpublish-screen, spec/connections.md#5-validation-rules,
 * spec/connections.md#8-the-error-catalogue). Texts the spec does not quote are marked as this
 * domain's own choice (mfe-connections/README.md, "Choices where the spec is silent").
 */
import type { ConnectionMode, StepType } from './types';
import {
  CONNECTION_DESCRIPTION_MAX,
  CONNECTION_TITLE_MAX,
  CUSTOM_FIELD_KEY_MIN,
  FEATURE_DESCRIPTION_MAX,
  FEATURE_TITLE_MAX,
} from './limits';

// Design your connection.
export const DESIGN_HEADING = 'Design your connection';
export const TITLE_BLANK = "Title can't be blank";
/** Our own: the spec gives the limit, not its message. */
export const TITLE_TOO_LONG = `Title is too long (maximum is ${CONNECTION_TITLE_MAX} characters)`;
/** Our own. */
export const DESCRIPTION_TOO_LONG = `Description is too long (maximum is ${CONNECTION_DESCRIPTION_MAX} characters)`;
export const COVER_WRONG_TYPE = 'Your image must be a PNG or JPEG';
export const COVER_WRONG_SIZE = 'Your image must be 4320px x 2160px';
export const COVER_UPLOAD_FAILED = 'Could not upload image — please try again later';

// Features.
export const FEATURE_SETTINGS_HEADING = 'Feature Settings';
export const SAVE_AND_CLOSE = 'Save and close';
export const FEATURE_TITLE_TOO_SHORT = 'Feature titles must be at least 5 characters';
/** Our own. */
export const FEATURE_TITLE_TOO_LONG = `Feature titles must be at most ${FEATURE_TITLE_MAX} characters`;
/** Our own. */
export const FEATURE_DESCRIPTION_TOO_LONG = `Feature descriptions must be at most ${FEATURE_DESCRIPTION_MAX} characters`;
export const MIN_ONE_FEATURE = 'Must include at least 1 feature';

/** A step picked twice in one feature; `step` is the step's name. */
export const stepAlreadySelected = (step: string, type: StepType) =>
  `${step} is already selected. We currently support only one configuration of each unique ${type} per feature`;

// Custom fields (the spec's own words, and ours where it quotes none).
/** Our own. */
export const LABEL_BLANK = "Label can't be blank";
/** Our own. */
export const KEY_BLANK = "Key name can't be blank";
/** Our own. */
export const KEY_TOO_SHORT = `Key names must be at least ${CUSTOM_FIELD_KEY_MIN} characters`;
/** Our own. */
export const KEY_NOT_SNAKE_CASE =
  'Key names can only contain lowercase letters, numbers, hyphens and underscores';
export const KEY_NOT_UNIQUE = 'Key names have to be unique per connection';
/** Our own. */
export const DEFAULT_BLANK = "Default value can't be blank";
/** Our own. */
export const TIME_DEFAULT_INVALID = 'Default time must be a time of day between 00:00 and 23:59';
export const DROPDOWN_TOO_FEW_OPTIONS = 'Populator requires at least two options';
export const CHECKBOXES_NO_OPTION = 'Populator requires an option';
export const OPTION_INCOMPLETE = 'Options need to have both a label and value';
export const OPTION_NAMES_NOT_UNIQUE = 'Names need to be unique';
export const OPTION_VALUES_NOT_UNIQUE = 'Values need to be unique';
export const SELECT_DEFAULT_OPTION = 'Select a default option';

// The buttons and the script editor.
export const SAVE_WITHOUT_PUBLISHING = 'Save without publishing';
export const OPEN_REFERENCE = 'Open reference';
export const CANCEL = 'Cancel';

/** The action of each mode: create, update or publish. */
export const MODE_ACTIONS: Readonly<Record<ConnectionMode, SubmitAction>> = {
  new: 'create',
  edit: 'update',
  publish: 'publish',
};
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** The screen's title: the capitalised mode plus 'connection' ("New connection"). */
export const screenTitle = (mode: ConnectionMode) => `${capitalise(mode)} connection`;
/** The submit button: Create, Update or Publish. */
export const submitLabel = (mode: ConnectionMode) => capitalise(MODE_ACTIONS[mode]);

// Submit.
export const CHANGES_SAVED = 'Changes saved';
/** What a submit does: the mode's action, or update for 'Save without publishing'. */
export type SubmitAction = 'create' | 'update' | 'publish';
export function submitAction(mode: ConnectionMode, publish: boolean): SubmitAction {
  if (publish) return 'publish';
  return mode === 'new' ? 'create' : 'update';
}
/** The flash when the requirements check fails. */
export const missingRequirement = (action: SubmitAction) =>
  `Could not ${action} connection — missing requirement`;
export const UPDATE_FAILED = 'Could not update connection — please check your data';

// Warnings and confirmations.
export const UNSAVED_CHANGES =
  'You have unsaved changes. Do you want to leave this page and discard your changes?';
export const INSTALLS_STEP_CHANGE_CONFIRM =
  'Updating triggers, queries, or actions may cause data inconsistencies. Users that already have this connection enabled will be missing any new required fields. Continue?';
export const removeConfirm = (type: string) => `Are you sure you want to remove this ${type}?`;

// The start screen.
export const CONNECTION_EXISTS_CODE = 'connection_exists';
export const CONNECTION_EXISTS = "There's an existing connection to the selected service";
export const START_ERROR = 'An error occurred';
export const SERVICE_LOAD_FAILED = 'Error loading service. Please try again later';
export const SERVICES_LOAD_FAILED = 'Could not load services - please check your internet connection';
