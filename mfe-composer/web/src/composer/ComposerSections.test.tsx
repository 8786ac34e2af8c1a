import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FIELD_OPTIONS_FAILED,
  MUST_BE_CHOSEN,
  REMOVE_FILTER_CODE_CONFIRM,
} from '@switchyard/composer-common/messages';
import { useState } from 'react';
import type { FieldDefinition, FieldDraft } from './composerModel';
import { DelaySection } from './DelaySection';
import { FieldEditor } from './FieldEditor';
import { FilterCodeSection } from './FilterCodeSection';
import { MetadataSection, DESCRIPTION_EMPTY_EVENT, DESCRIPTION_FILLED_EVENT } from './MetadataSection';

function Stateful<T>({
  initial,
  children,
}: {
  initial: T;
  children: (v: T, set: (v: T) => void) => React.ReactNode;
}) {
  const [value, set] = useState(initial);
  return <>{children(value, set)}</>;
}

describe('DelaySection', () => {
  // The option sets of spec/composer-and-header.md#9-business-constants-and-limits.
  it('is off until added, then 15 seconds with the option sets of the spec', async () => {
    render(
      <Stateful initial={null as number | null}>
        {(v, set) => <DelaySection value={v} onChange={set} canDelay />}
      </Stateful>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add delay' }));
    expect(screen.getByLabelText('Seconds')).toHaveValue('15');
    const minutes = within(screen.getByLabelText('Minutes'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(minutes).toEqual([
      '00',
      '01',
      '02',
      '03',
      '04',
      '05',
      '10',
      '15',
      '20',
      '25',
      '30',
      '35',
      '40',
      '45',
      '50',
      '55',
    ]);
    // 0 h 0 min: 00 seconds is not offered; at 3 h minutes and seconds are fixed at 00.
    expect(within(screen.getByLabelText('Seconds')).getByRole('option', { name: '00' })).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Hours'), '3');
    expect(screen.getByLabelText('Minutes')).toHaveValue('0');
    expect(within(screen.getByLabelText('Minutes')).getByRole('option', { name: '05' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove delay' }));
    expect(screen.getByRole('button', { name: 'Add delay' })).toBeInTheDocument();
  });

  it('shows the upgrade text instead of the button without the capability', () => {
    render(<DelaySection value={null} onChange={() => undefined} canDelay={false} />);
    expect(screen.getByRole('link', { name: 'Delay is a Pro+ feature.' })).toHaveAttribute(
      'href',
      '/plans#pro_plus',
    );
    expect(screen.queryByRole('button', { name: 'Add delay' })).toBeNull();
  });
});

describe('FilterCodeSection', () => {
  it('asks before removing code, not when it is empty; anyone may add it', async () => {
    const confirm = jest.fn().mockResolvedValue(false);
    const onChange = jest.fn();
    const { rerender } = render(
      <FilterCodeSection value={null} onChange={onChange} canFilter={false} paths={[]} confirm={confirm} />,
    );
    expect(screen.getByRole('link', { name: 'Filter code is a Pro+ feature.' })).toHaveAttribute(
      'href',
      '/plans#pro_plus',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add filter code' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    rerender(<FilterCodeSection value="" onChange={onChange} canFilter paths={[]} confirm={confirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter code' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(onChange).toHaveBeenLastCalledWith(null);
    rerender(
      <FilterCodeSection
        value="skip()"
        onChange={onChange}
        canFilter
        paths={[]}
        confirm={confirm}
        error="SyntaxError (line 1)"
      />,
    );
    onChange.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter code' }));
    expect(confirm).toHaveBeenCalledWith(REMOVE_FILTER_CODE_CONFIRM);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('SyntaxError (line 1)')).toBeInTheDocument();
  });
});

describe('MetadataSection', () => {
  const tags = Array.from({ length: 6 }, (_, i) => ({ id: `t${i}`, name: `Tag ${i}` }));
  it('adds tags up to 5, never twice, with the two messages, and emits the description events', async () => {
    const events: string[] = [];
    window.addEventListener(DESCRIPTION_FILLED_EVENT, () => events.push('filled'));
    window.addEventListener(DESCRIPTION_EMPTY_EVENT, () => events.push('empty'));
    render(
      <Stateful initial={{ name: '', description: '', tag_ids: [] as string[] }}>
        {(v, set) => (
          <MetadataSection
            name={v.name}
            description={v.description}
            tagIds={v.tag_ids}
            tags={tags}
            onChange={(patch) => set({ ...v, ...patch })}
            errorAt={() => undefined}
          />
        )}
      </Stateful>,
    );
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('maxLength', '100');
    expect(screen.getByText('Use sentence case without a period.')).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveAttribute('rows', '3');
    for (let i = 0; i < 5; i++) {
      expect(screen.getByText('Add up to 5 tags.')).toBeInTheDocument();
      await userEvent.selectOptions(screen.getByLabelText('Tags'), `t${i}`);
      await userEvent.click(screen.getByRole('button', { name: 'Add tag' }));
      // An added tag is not offered again.
      expect(within(screen.getByLabelText('Tags')).queryByRole('option', { name: `Tag ${i}` })).toBeNull();
    }
    expect(screen.getByText('Limit of 5 tags achieved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add tag' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Description'), 'Hi');
    await userEvent.clear(screen.getByLabelText('Description'));
    expect(events).toEqual(['filled', 'empty']);
  });
});

describe('FieldEditor', () => {
  const def = (over: Partial<FieldDefinition> = {}): FieldDefinition =>
    ({
      name: 'mood',
      label: 'With which mood?',
      helper_text: null,
      field_ui_type: 'COLLECTION_SELECT',
      field_type: '6',
      normalized_field_type: 'option',
      required: true,
      shareable: true,
      hideable: true,
      can_have_default: true,
      dynamic: false,
      options: [
        { label: 'Happy', value: 'happy' },
        { label: 'Calm', value: 'calm' },
      ],
      permission: undefined,
      ...over,
    }) as FieldDefinition;
  const draft: FieldDraft = { custom_label: '', hidden: false, value: undefined };
  const props = {
    sources: [],
    full: true,
    visibilityLocked: false,
    optionsRequest: {
      kind: 'trigger' as const,
      channel_module_name: 'daybook',
      module_name: 'new_journal_entry',
    },
    errorAt: () => undefined,
  };

  it('offers the two visibility choices and a default from the options', async () => {
    const onChange = jest.fn();
    render(<FieldEditor def={def()} draft={draft} onChange={onChange} {...props} />);
    expect(screen.getByLabelText('Set by you')).toBeInTheDocument();
    expect(screen.getByLabelText('Customizable by the user')).toBeChecked();
    await userEvent.selectOptions(screen.getByLabelText('Default value'), 'calm');
    expect(onChange).toHaveBeenLastCalledWith({ ...draft, value: 'calm' });
  });

  it('says a private field must be chosen by the user, with no default', () => {
    render(
      <FieldEditor
        def={def({ shareable: false, hideable: false, can_have_default: false })}
        draft={draft}
        onChange={jest.fn()}
        {...props}
      />,
    );
    expect(screen.getByText(MUST_BE_CHOSEN)).toBeInTheDocument();
    expect(screen.queryByLabelText('Default value')).toBeNull();
  });

  it('hides a dynamic field whose options cannot load, with the error', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: false, status: 409, json: async () => ({}) });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    render(
      <FieldEditor def={def({ dynamic: true, options: [] })} draft={draft} onChange={jest.fn()} {...props} />,
    );
    expect(await screen.findByText(FIELD_OPTIONS_FAILED)).toBeInTheDocument();
    expect(screen.queryByLabelText('Default value')).toBeNull();
    expect(screen.getByLabelText('Set by you')).toBeDisabled();
    expect(fetchMock.mock.calls[0][0]).toBe('/applets/field_options');
  });

  it('shows the minimal view: the value only', () => {
    render(<FieldEditor def={def()} draft={draft} onChange={jest.fn()} {...props} full={false} />);
    expect(screen.queryByLabelText('Set by you')).toBeNull();
    expect(screen.queryByLabelText('Label')).toBeNull();
    expect(screen.getByLabelText('Default value')).toBeInTheDocument();
  });
});
