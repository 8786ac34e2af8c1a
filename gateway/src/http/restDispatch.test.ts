import { parseRestPath } from './restDispatch';

describe('parseRestPath', () => {
  it('reads a path of every method, or one method of a path', () => {
    expect(parseRestPath('/services/:slug/icon')).toEqual({ method: null, path: '/services/:slug/icon' });
    expect(parseRestPath('DELETE /services/:slug')).toEqual({ method: 'delete', path: '/services/:slug' });
    expect(() => parseRestPath('FETCH /x')).toThrow('unknown method');
  });
});
