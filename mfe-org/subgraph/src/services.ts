import { smtpSender, type Db, type DomainDeps, type EventBus, type MailSender } from '@switchyard/server-kit';
import {
  myOrganizationsCacheFor,
  usersCacheFor,
  type MyOrganizationsCache,
  type UsersCache,
} from './usersCache';

/** What the resolvers and the REST router of this domain work with. */
export interface OrgServices {
  db: Db;
  /** The clock every time rule reads (tests set it). */
  now: () => Date;
  /** Origin of the links in e-mails, without a trailing slash. */
  publicUrl: string;
  usersCache: UsersCache;
  myOrganizationsCache: MyOrganizationsCache;
  /** Also sends outbox messages over SMTP when SMTP_URL is set. */
  mailer: MailSender | null;
  /** Where this domain's facts go (see README "Events"); absent in unit tests. */
  events?: EventBus;
}

export function orgServices(deps: DomainDeps, overrides: Partial<Omit<OrgServices, 'db'>> = {}): OrgServices {
  const settings = deps.settings;
  return {
    db: deps.db,
    now: overrides.now ?? (() => new Date()),
    publicUrl: overrides.publicUrl ?? settings.publicUrl,
    usersCache: overrides.usersCache ?? usersCacheFor(deps.db),
    myOrganizationsCache: overrides.myOrganizationsCache ?? myOrganizationsCacheFor(deps.db),
    mailer: 'mailer' in overrides ? (overrides.mailer ?? null) : smtpSender(settings),
    events: overrides.events ?? deps.events,
  };
}
