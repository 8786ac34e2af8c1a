import { GraphQLError, Kind, visit, type ASTNode, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import {
  describeInputProblem,
  findInputProblem,
  stringProblem,
  type InputProblem,
} from '@switchyard/server-kit';

/** Every string literal of the document, with the field and argument path it is given to. */
function literalProblem(document: DocumentNode): InputProblem | null {
  const path: string[] = [];
  let found: InputProblem | null = null;
  const named = (node: ASTNode) =>
    node.kind === Kind.FIELD
      ? (node.alias ?? node.name).value
      : node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD
        ? node.name.value
        : null;
  visit(document, {
    enter(node) {
      if (found) return false;
      const name = named(node);
      if (name !== null) path.push(name);
      if (node.kind === Kind.STRING) {
        const message = stringProblem(node.value);
        if (message) found = { path: path.join('.'), message };
      }
      return undefined;
    },
    leave(node) {
      if (named(node) !== null) path.pop();
    },
  });
  return found;
}

/**
 * Refuses hostile text and JSON at the edge, in variables and in the document's literals, with a 400
 * that names the path; nothing reaches a resolver (see server-kit's inputGuard).
 */
export function inputGuardPlugin(): Plugin {
  // A document's literals never change: a parsed document (the same object for the same query, from
  // the parse cache) is checked once.
  const checked = new WeakMap<DocumentNode, InputProblem | null>();
  const literalsOf = (document: DocumentNode) => {
    let problem = checked.get(document);
    if (problem === undefined) checked.set(document, (problem = literalProblem(document)));
    return problem;
  };
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const inVariables = findInputProblem(args.variableValues ?? {});
      const problem = inVariables
        ? { ...inVariables, path: `variables.${inVariables.path}` }
        : literalsOf(args.document);
      if (!problem) return;
      setResultAndStopExecution({
        errors: [
          new GraphQLError(describeInputProblem(problem), {
            extensions: { code: 'BAD_USER_INPUT', path: problem.path, http: { status: 400 } },
          }),
        ],
      });
    },
  };
}
