import { setting, settingKinds as kinds, type SettingsSpec } from '@switchyard/server-kit/settings';

/** The connections domain's own settings (`connectionsDomain.settings`): its host checks them at start. */
export const connectionsSettings = {
  coverDir: setting('CONNECTIONS_COVER_DIR', kinds.text(), {
    default: '`$DATA_DIR/covers`',
    meaning: "where connections' cover images and their thumbnails are stored on disk (when no S3 store is set)",
  }),
} satisfies SettingsSpec;
