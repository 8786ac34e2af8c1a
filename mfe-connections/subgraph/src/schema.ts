import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildDomainSchema, type DomainDeps } from '@switchyard/server-kit';
import { parse } from 'graphql';
import { createResolvers } from './resolvers';

export const typeDefs = parse(readFileSync(join(__dirname, '..', 'schema.graphql'), 'utf8'));

/** The domain's subgraph schema; it opens no port (the gateway or server.ts serves it). */
export const buildSchema = (deps: DomainDeps) => buildDomainSchema(typeDefs, createResolvers(deps));
