import { render, screen, within } from '@testing-library/react';
import { HelpPage } from './HelpPage';

describe('HelpPage', () => {
  it('has a side navigation of its sections, each leading to its heading', () => {
    render(<HelpPage />);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Steps and fields',
      'Ingredients',
      'Filter code',
      'Plans',
    ]);
    for (const l of links) {
      const id = l.getAttribute('href')!.slice(1);
      expect(document.getElementById(id)).toHaveTextContent(l.textContent!);
    }
    expect(links.filter((l) => l.getAttribute('aria-current') === 'location')).toHaveLength(1);
  });
});
