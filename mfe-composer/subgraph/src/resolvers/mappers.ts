// What the resolvers return for each GraphQL type (codegen reads every `<Type>Mapper`; see codegen.ts).
import type { FieldDefinition } from '@switchyard/composer-common/fieldDefinitions';
import type { IngredientToken } from '@switchyard/composer-common/ingredients';
import type { StoredField, StoredStep } from '../applets/appletChecks';
import type { AppletRecord, AppletUse } from '../applets/appletStore';
import type { CatalogChannel, CatalogStep } from '../catalog';

/** A channel with its steps, read together. */
export interface ComposerChannelMapper extends CatalogChannel {
  steps: CatalogStep[];
}
export type ComposerStepMapper = CatalogStep & { channel_module_name: string };
export type ComposerFieldMapper = FieldDefinition;
export type ComposerIngredientMapper = IngredientToken & { example: string | null; value_type: string };
/** An applet with whether the viewer has it (null: they do not). */
export type AppletMapper = AppletRecord & { use: AppletUse | null };
export type AppletStepMapper = StoredStep;
export type AppletFieldMapper = StoredField;
export interface ServiceConnectionMapper {
  service: ComposerChannelMapper;
  kind: string;
  created_at: Date;
}
export interface ActionDefaultsMapper {
  action: string;
  fields: StoredField[];
}
export interface ServiceReactivationMapper {
  service: ComposerChannelMapper;
  changed_at: Date;
}
