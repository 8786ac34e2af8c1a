import type { AppletStatus } from './appletStore';

/**
 * Who sees an applet (see spec/composer-and-header.md#applet-states): its owner always; a published one,
 * everyone signed in; an archived one, only the users who already have it; a private one, only its owner. A
 * user who has an applet always sees it, whatever its status: they can always see and turn off what runs on
 * their accounts (an applet others have cannot go private, but one may have been private before that rule).
 */
export function canSee(
  applet: { owner_id: string; status: AppletStatus },
  viewerId: string,
  use: unknown,
): boolean {
  return applet.owner_id === viewerId || applet.status === 'published' || Boolean(use);
}

/**
 * The published-applet URL if published, otherwise the list URL, followed by the id (see
 * spec/composer-and-header.md#applet-composer).
 */
export const PUBLISHED_APPLETS_URL = '/applets';
export const MY_APPLETS_URL = '/my_applets';
export const appletUrl = (a: { id: string; status: AppletStatus }) =>
  `${a.status === 'published' ? PUBLISHED_APPLETS_URL : MY_APPLETS_URL}/${a.id}`;
