import { createRunRateLimit } from './runRateLimit';

describe('createRunRateLimit', () => {
  it('allows max runs per window and each viewer separately', () => {
    let t = 0;
    const limit = createRunRateLimit(2, 60_000, () => t);
    expect(limit.take('ada')).toBe(true);
    expect(limit.take('ada')).toBe(true);
    expect(limit.take('ada')).toBe(false);
    expect(limit.take('bob')).toBe(true);
    t = 59_999;
    expect(limit.take('ada')).toBe(false);
    t = 60_000;
    expect(limit.take('ada')).toBe(true);
    expect(limit.take('ada')).toBe(true);
    expect(limit.take('ada')).toBe(false);
  });
});
