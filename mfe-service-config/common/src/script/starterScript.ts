/** What "Insert an example" puts in an empty script editor: a working start a partner adapts. */
export const STARTER_SCRIPT = `// Called for every run of the panel below. Return what your API would answer
// for the operation: for a trigger run, { data: [...] }, newest first.
async function handler(request, env) {
  const { operation, endpoint, step, body } = request;
  console.log(operation, endpoint, JSON.stringify(body));
  if (operation === 'run' && step.type === 'trigger') {
    // Your own API: a path under the service's API URL prefix (the service key is added for you).
    const res = await env.fetch(endpoint, {
      method: 'POST',
      headers: { Authorization: 'Bearer <an access token of your test user>' },
      body: { triggerFields: body.fields, limit: body.limit },
    });
    if (!res.ok) throw new Error('Your API answered ' + res.status + ': ' + res.body);
    return res.json();
  }
  throw new Error('Not handled yet: ' + operation + ' ' + endpoint);
}
`;
