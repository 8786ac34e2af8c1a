import type { FieldMetaState } from 'react-final-form';
import { shownError } from './formParts';

const meta = (m: Partial<FieldMetaState<unknown>>) => m as FieldMetaState<unknown>;

describe('shownError', () => {
  it('says nothing for a field only passed through, so a click on Save is not shifted away', () => {
    expect(shownError(meta({ error: "can't be blank", touched: true, modified: false }))).toBeUndefined();
  });

  it("shows the client's check once the field was changed and left, or a submit was tried", () => {
    expect(shownError(meta({ error: "can't be blank", touched: true, modified: true }))).toBe(
      "can't be blank",
    );
    expect(shownError(meta({ error: "can't be blank", submitFailed: true }))).toBe("can't be blank");
  });

  it("shows the server's error until the field changes again", () => {
    expect(shownError(meta({ submitError: 'has already been taken', dirtySinceLastSubmit: false }))).toBe(
      'has already been taken',
    );
    expect(
      shownError(meta({ submitError: 'has already been taken', dirtySinceLastSubmit: true })),
    ).toBeUndefined();
  });
});
