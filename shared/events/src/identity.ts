/** The facts identity (the gateway's users) publishes: consumers import these, never the gateway. */
export const IDENTITY_EVENTS = {
  /** A user chose a time zone (the engine sends it to partners in each call made for the user). */
  userTimezoneChanged: 'identity.user_timezone_changed',
} as const;

export interface UserTimezoneChanged {
  user_id: string;
  /** An IANA time zone name, or "UTC". */
  timezone: string;
}
