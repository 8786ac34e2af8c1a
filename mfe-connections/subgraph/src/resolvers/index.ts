import type { DomainDeps } from '@switchyard/server-kit';
import type { Resolvers } from '../generated/resolverTypes';

export function createResolvers(_deps: DomainDeps): Resolvers {
  return {};
}
