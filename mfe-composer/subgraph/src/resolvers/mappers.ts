// What the resolvers return for each GraphQL type (codegen reads every `<Type>Mapper`; see codegen.ts).
import type { CatalogChannel, CatalogStep } from '../catalog';

/** A channel with its steps, read together. */
export interface ComposerChannelMapper extends CatalogChannel {
  steps: CatalogStep[];
}
export type ComposerStepMapper = CatalogStep & { channel_module_name: string };
