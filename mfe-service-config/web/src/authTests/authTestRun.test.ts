import {
  clearRun,
  loadRun,
  overallStatus,
  saveRun,
  settleInterrupted,
  statusText,
  stepFromOutcome,
  storageKey,
  type AuthTestRun,
  type StepResult,
} from './authTestRun';

/** sessionStorage's interface over a Map. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
}

const passed: StepResult = { status: 'passed', checklist: [{ key: 'a', label: 'A', passed: true }] };
const failed: StepResult = { status: 'failed', checklist: [{ key: 'a', label: 'A', passed: false }] };
const run = (
  authenticationType: string,
  steps: AuthTestRun['steps'],
  phase: AuthTestRun['phase'] = 'done',
) => ({
  moduleName: 'acme_notes',
  authenticationType,
  phase,
  steps,
});

describe('overallStatus', () => {
  it('is pending until every step has passed, successful then, failed as soon as one fails', () => {
    expect(overallStatus(null)).toBe('pending');
    expect(statusText(null)).toBe('Authentication tests pending.');
    expect(overallStatus(run('oauth', { authorization_code: passed, access_token: passed }, 'running'))).toBe(
      'pending',
    );
    const all = { authorization_code: passed, access_token: passed, user_info: passed };
    expect(overallStatus(run('oauth', all))).toBe('successful');
    expect(statusText(run('oauth', all))).toBe('Authentication tests successful.');
    // The refresh types have two more steps.
    expect(overallStatus(run('oauth_refresh_token', all, 'running'))).toBe('pending');
    expect(statusText(run('oauth', { ...all, access_token: failed }))).toBe('Authentication tests failed.');
    expect(overallStatus(run('oauth', { ...all, user_info: { status: 'not_run', checklist: [] } }))).toBe(
      'failed',
    );
    expect(overallStatus(run('api_token_auth', { user_info: passed }))).toBe('successful');
  });
});

describe('stepFromOutcome', () => {
  const answer = (statusCode: number, body: unknown) => ({
    ok: true as const,
    data: {
      request: { method: 'POST' },
      response: { statusCode, body: JSON.stringify(body) },
      checklist: [],
    },
  });

  it('checks a token answer with the token checklist of the type', () => {
    const good = stepFromOutcome('access_token', answer(200, { access_token: 'at' }), 'oauth');
    expect(good.status).toBe('passed');
    expect(good.checklist.map((i) => i.key)).toContain('non_expiring');
    const refresh = stepFromOutcome(
      'refresh_token',
      answer(200, { access_token: 'at' }),
      'oauth_refresh_token',
    );
    expect(refresh.status).toBe('failed');
    expect(refresh.checklist.filter((i) => !i.passed).map((i) => i.key)).toEqual([
      'refresh_token_present',
      'refresh_token_string',
      'refresh_token_not_empty',
    ]);
  });

  it('checks user information with its own checklist', () => {
    const info = stepFromOutcome('user_info', answer(200, { data: { name: 'Ada', id: 'a' } }), 'oauth');
    expect(info).toMatchObject({ status: 'passed', request: { method: 'POST' } });
    expect(info.checklist).toHaveLength(6);
  });

  it('fails with the server error, or the default message of the step', () => {
    expect(
      stepFromOutcome('user_info', { ok: false, code: 'timeout', message: 'Too slow.' }, 'oauth').error,
    ).toEqual({
      code: 'timeout',
      message: 'Too slow.',
    });
    expect(stepFromOutcome('user_info', { ok: false }, 'oauth').error).toEqual({
      message: 'Could not get user info, please try again.',
    });
    expect(stepFromOutcome('older_refresh_token', { ok: false }, 'oauth').error!.message).toBe(
      'Could not refresh token, please try again.',
    );
    expect(stepFromOutcome('access_token', { ok: false }, 'oauth').error!.message).toBe(
      'Could not initiate request, please try again.',
    );
  });
});

describe('storage', () => {
  it('keeps a run per service and reads back only well-formed ones', () => {
    const storage = memoryStorage();
    const r = run('oauth', { authorization_code: passed });
    saveRun(storage, r);
    expect(loadRun(storage, 'acme_notes')).toEqual(r);
    expect(loadRun(storage, 'other')).toBeNull();
    storage.setItem(storageKey('broken'), '{not json');
    expect(loadRun(storage, 'broken')).toBeNull();
    storage.setItem(storageKey('odd'), JSON.stringify({ ...r, moduleName: 'odd', phase: 'sideways' }));
    expect(loadRun(storage, 'odd')).toBeNull();
    clearRun(storage, 'acme_notes');
    expect(loadRun(storage, 'acme_notes')).toBeNull();
  });

  it('survives a storage that refuses writes', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => saveRun(storage, run('oauth', {}))).not.toThrow();
  });
});

describe('settleInterrupted', () => {
  it('fails the steps a reload cut short, with their default messages', () => {
    const cut = settleInterrupted(
      run(
        'oauth',
        { authorization_code: passed, access_token: { status: 'running', checklist: [] } },
        'running',
      ),
    );
    expect(cut.phase).toBe('done');
    expect(cut.steps.access_token).toEqual({
      status: 'failed',
      checklist: [],
      error: { message: 'Could not initiate request, please try again.' },
    });
    expect(cut.steps.authorization_code).toBe(passed);
  });

  it('fails a Begin test whose request never came back, and leaves a run waiting at the partner alone', () => {
    const unsent = run('oauth', { authorization_code: { status: 'running', checklist: [] } }, 'authorizing');
    expect(settleInterrupted(unsent).steps.authorization_code!.status).toBe('failed');
    const away = { ...unsent, authorizeUrl: 'https://partner.example/authorize' };
    expect(settleInterrupted(away)).toBe(away);
  });
});
