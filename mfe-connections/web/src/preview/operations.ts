// The operations live in preview.graphql; codegen types them (pnpm codegen).
export { ConnectionPreviewDocument } from '../gql/graphql';
import type { ConnectionPreviewQuery } from '../gql/graphql';

export type PreviewConnection = NonNullable<ConnectionPreviewQuery['connection']>;
export type PreviewFeature = PreviewConnection['applet_configurations'][number];
export type PreviewStep = PreviewFeature['triggers'][number];
export type PreviewCustomField = PreviewFeature['customFields'][number];
