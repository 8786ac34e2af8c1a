import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field } from './Field';

describe('Field', () => {
  it('labels its input and passes input props through', async () => {
    const onChange = jest.fn();
    render(<Field label="Name" name="name" maxLength={100} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.tagName).toBe('INPUT');
    expect(input).toHaveAttribute('name', 'name');
    expect(input).toHaveAttribute('maxLength', '100');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'Acme');
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('renders a textarea when multiline', () => {
    render(<Field multiline label="Description" rows={3} />);
    const area = screen.getByRole('textbox', { name: 'Description' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '3');
  });

  it('shows the inline error as text tied to the control', () => {
    render(<Field label="Title" hint="Use sentence case" error="can't be blank" />);
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(screen.getByText("can't be blank")).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription("Use sentence case can't be blank");
  });

  it('uses a given id', () => {
    render(<Field id="org-name" label="Organization name" />);
    expect(screen.getByLabelText('Organization name')).toHaveAttribute('id', 'org-name');
  });

  it('works as a controlled input', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <Field label="Name" value={value} onChange={(e) => setValue(e.target.value)} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Bigco');
    expect(screen.getByRole('status')).toHaveTextContent('Bigco');
  });
});
