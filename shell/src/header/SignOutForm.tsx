import { getCsrfToken } from '@switchyard/client';

/** Sign out: a form post to /logout with the CSRF token. */
export function SignOutForm() {
  return (
    <form method="post" action="/logout" className="sy-header__signout">
      <input type="hidden" name="authenticity_token" value={getCsrfToken()} />
      <button type="submit" className="sy-header__menu-button">
        Sign out
      </button>
    </form>
  );
}
