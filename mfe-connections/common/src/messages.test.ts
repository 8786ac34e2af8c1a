import {
  CHANGES_SAVED,
  DESIGN_HEADING,
  FEATURE_SETTINGS_HEADING,
  INSTALLS_STEP_CHANGE_CONFIRM,
  missingRequirement,
  OPEN_REFERENCE,
  removeConfirm,
  SAVE_AND_CLOSE,
  SAVE_WITHOUT_PUBLISHING,
  screenTitle,
  SERVICE_LOAD_FAILED,
  SERVICES_LOAD_FAILED,
  submitAction,
  submitLabel,
  UNSAVED_CHANGES,
  UPDATE_FAILED,
  COVER_UPLOAD_FAILED,
} from './messages';

describe('the editor’s words', () => {
  it('titles the screen with the capitalised mode, and labels the button with its action', () => {
    expect(screenTitle('new')).toBe('New connection');
    expect(screenTitle('edit')).toBe('Edit connection');
    expect(screenTitle('publish')).toBe('Publish connection');
    expect([submitLabel('new'), submitLabel('edit'), submitLabel('publish')]).toEqual([
      'Create',
      'Update',
      'Publish',
    ]);
  });

  it('names the action of a submit: Save without publishing updates', () => {
    expect(submitAction('new', false)).toBe('create');
    expect(submitAction('edit', false)).toBe('update');
    expect(submitAction('publish', false)).toBe('update');
    expect(submitAction('publish', true)).toBe('publish');
  });

  it('flashes the failed requirements check with the action', () => {
    expect(missingRequirement('create')).toBe('Could not create connection — missing requirement');
    expect(missingRequirement('update')).toBe('Could not update connection — missing requirement');
    expect(missingRequirement('publish')).toBe('Could not publish connection — missing requirement');
  });

  it('keeps the spec’s texts word for word', () => {
    expect([
      DESIGN_HEADING,
      FEATURE_SETTINGS_HEADING,
      SAVE_AND_CLOSE,
      SAVE_WITHOUT_PUBLISHING,
      OPEN_REFERENCE,
    ]).toEqual([
      'Design your connection',
      'Feature Settings',
      'Save and close',
      'Save without publishing',
      'Open reference',
    ]);
    expect(CHANGES_SAVED).toBe('Changes saved');
    expect(UPDATE_FAILED).toBe('Could not update connection — please check your data');
    expect(COVER_UPLOAD_FAILED).toBe('Could not upload image — please try again later');
    expect(SERVICE_LOAD_FAILED).toBe('Error loading service. Please try again later');
    expect(SERVICES_LOAD_FAILED).toBe('Could not load services - please check your internet connection');
    expect(UNSAVED_CHANGES).toBe(
      'You have unsaved changes. Do you want to leave this page and discard your changes?',
    );
    expect(INSTALLS_STEP_CHANGE_CONFIRM).toMatch(
      /^Updating triggers, queries, or actions may cause data inconsistencies\./,
    );
    expect(removeConfirm('feature')).toBe('Are you sure you want to remove this feature?');
  });
});
