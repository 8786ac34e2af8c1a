import { setting, settingKinds as kinds, type SettingsSpec } from '@switchyard/server-kit/settings';

/** Days a transaction log is kept (issue 37). */
export const TRANSACTION_LOG_RETENTION_DAYS_DEFAULT = 30;

/** The observability domain's own settings (`observabilityDomain.settings`): its host checks them at start. */
export const observabilitySettings = {
  transactionLogRetentionDays: setting(
    'TRANSACTION_LOG_RETENTION_DAYS',
    kinds.wholeNumber({ min: 1, max: 3650 }, TRANSACTION_LOG_RETENTION_DAYS_DEFAULT),
    {
      default: `\`${TRANSACTION_LOG_RETENTION_DAYS_DEFAULT}\``,
      meaning:
        'days a transaction log (a call to a partner, on the logs page) is kept; older ones are deleted in the background, hourly',
    },
  ),
} satisfies SettingsSpec;
