import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './Pagination';

function Pager({ count, start = 1 }: { count: number; start?: number }) {
  const [page, setPage] = useState(start);
  return <Pagination page={page} count={count} onChange={setPage} label="Logs pages" />;
}

const pageButtons = () => screen.getAllByRole('button', { name: /^Page / }).map((b) => b.textContent);

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Pager count={1} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows all pages below 10 and marks the current one', () => {
    render(<Pager count={4} start={2} />);
    expect(screen.getByRole('navigation', { name: 'Logs pages' })).toBeInTheDocument();
    expect(pageButtons()).toEqual(['1', '2', '3', '4']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows islands with ellipsis from 10 pages on and follows the current page', async () => {
    render(<Pager count={30} />);
    expect(pageButtons()).toEqual(['1', '2', '3', '28', '29', '30']);
    expect(screen.getAllByText('…')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Page 28' }));
    expect(pageButtons()).toEqual(['1', '2', '3', '26', '27', '28', '29', '30']);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('button', { name: 'Page 27' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the page within 1..count', async () => {
    const onChange = jest.fn();
    const { rerender } = render(<Pagination page={1} count={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onChange).not.toHaveBeenCalled();
    rerender(<Pagination page={7} count={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('says there are more pages than counted: an ellipsis after the last, and Next goes on', async () => {
    const onChange = jest.fn();
    render(<Pagination page={401} count={401} more onChange={onChange} label="Log pages" />);
    expect(pageButtons()).toEqual(['1', '2', '3', '399', '400', '401']);
    expect(screen.getByText('and more pages')).toBeInTheDocument();
    expect(screen.getAllByText('…')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenCalledWith(402);
  });
});
