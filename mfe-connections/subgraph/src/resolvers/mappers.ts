// What the resolvers return for each GraphQL type, where it is not the API shape (codegen reads
// every `<Type>Mapper` here; see docs/new-domain.md step 3).
import type { CatalogService, CatalogStep } from '../catalog/catalogStore';
export type {
  ConnectionView as ConnectionMapper,
  FeatureView as ConnectionFeatureMapper,
  FeatureStepView as ConnectionFeatureStepMapper,
  CustomFieldView as ConnectionCustomFieldMapper,
} from '../connections/connectionView';
export type { SuggestionRow as SuggestionMapper } from '../suggestions/suggestionStore';

/** A catalog service, with its steps when they were read together. */
export type ConnectionServiceMapper = CatalogService & { steps?: CatalogStep[] };
export type ConnectionServiceStepMapper = CatalogStep;
