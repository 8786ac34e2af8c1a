import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocsSideNav } from './DocsSideNav';

const sections = [
  { id: 'steps', title: 'Steps and fields' },
  { id: 'ingredients', title: 'Ingredients' },
  { id: 'plans', title: 'Plans' },
];

/** Where each section's heading is on screen: jsdom lays nothing out, so the test says. */
let tops: Record<string, number> = {};

function place(positions: Record<string, number>) {
  tops = { ...positions };
}

beforeEach(() => {
  place({ steps: 100, ingredients: 600, plans: 1200 });
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const top = tops[this.id] ?? 0;
    return { top, bottom: top + 300, left: 0, right: 0, width: 0, height: 300, x: 0, y: top } as DOMRect;
  });
});
afterEach(() => jest.restoreAllMocks());

function Page() {
  return (
    <DocsSideNav sections={sections}>
      {sections.map((s) => (
        <section key={s.id}>
          <h2 id={s.id}>{s.title}</h2>
          <p>Text of {s.title}</p>
        </section>
      ))}
    </DocsSideNav>
  );
}

const link = (name: string) => screen.getByRole('link', { name });
const scroll = (positions: Record<string, number>) => {
  place(positions);
  fireEvent.scroll(window);
};

describe('DocsSideNav', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('lists the sections in a named navigation, the first current at the top', () => {
    render(<Page />);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(nav).toBeInTheDocument();
    expect(link('Steps and fields')).toHaveAttribute('href', '#steps');
    expect(link('Steps and fields')).toHaveAttribute('aria-current', 'location');
    expect(link('Ingredients')).not.toHaveAttribute('aria-current');
  });

  it('highlights the section scrolled into view 100 ms after scrolling stops', () => {
    render(<Page />);
    scroll({ steps: -500, ingredients: 40, plans: 600 });
    act(() => jest.advanceTimersByTime(60));
    scroll({ steps: -520, ingredients: 20, plans: 580 });
    act(() => jest.advanceTimersByTime(99));
    expect(link('Steps and fields')).toHaveAttribute('aria-current', 'location');
    act(() => jest.advanceTimersByTime(1));
    expect(link('Ingredients')).toHaveAttribute('aria-current', 'location');
    expect(link('Steps and fields')).not.toHaveAttribute('aria-current');

    scroll({ steps: -1200, ingredients: -700, plans: 50 });
    act(() => jest.advanceTimersByTime(100));
    expect(link('Plans')).toHaveAttribute('aria-current', 'location');
  });

  it('a link scrolls to its section, focuses it and marks it at once, keeping the URL hash', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    window.history.replaceState(null, '', '/my_applets/help#endpoints');
    render(<Page />);
    const heading = screen.getByRole('heading', { name: 'Plans' });
    heading.scrollIntoView = jest.fn();
    await user.click(link('Plans'));
    expect(heading.scrollIntoView).toHaveBeenCalled();
    expect(heading).toHaveFocus();
    expect(link('Plans')).toHaveAttribute('aria-current', 'location');
    expect(window.location.hash).toBe('#endpoints');
    // Still on screen once the scroll settles: the chosen section stays current.
    scroll({ steps: -900, ingredients: -400, plans: 300 });
    act(() => jest.advanceTimersByTime(100));
    expect(link('Plans')).toHaveAttribute('aria-current', 'location');
  });

  it('moves between the links with the arrow keys, Home and End', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    render(<Page />);
    await user.tab();
    expect(link('Steps and fields')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(link('Ingredients')).toHaveFocus();
    await user.keyboard('{End}');
    expect(link('Plans')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(link('Ingredients')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(link('Steps and fields')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Steps and fields' })).toHaveFocus();
  });

  it('stops listening when unmounted', () => {
    const { unmount } = render(<Page />);
    unmount();
    fireEvent.scroll(window);
    expect(() => act(() => jest.advanceTimersByTime(100))).not.toThrow();
  });
});
