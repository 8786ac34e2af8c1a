import { screen } from '@testing-library/react';
import { renderAt } from './testing/renderWithApollo';

describe('OrgRoutes', () => {
  it.each(['/organizations/x/billing', '/invitations', '/outbox/1'])(
    'shows the not-found panel at %s',
    (path) => {
      renderAt(path);
      expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    },
  );
});
