import { parseRemotesConfig } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

describe('parseRemotesConfig', () => {
  it('keeps known containers with a URL', () => {
    expect(
      parseRemotesConfig({
        system: ' /mf/system/remoteEntry.js ',
        tools: 'https://cdn.example.com/tools/remoteEntry.js',
      }),
    ).toEqual({ system: '/mf/system/remoteEntry.js', tools: 'https://cdn.example.com/tools/remoteEntry.js' });
  });

  it('drops unknown names, empty URLs and non-strings', () => {
    expect(parseRemotesConfig({ evil: '/x.js', system: '', monitor: 42, marketing: null })).toEqual({});
  });

  it('treats anything but an object as no remotes', () => {
    expect(parseRemotesConfig(null)).toEqual({});
    expect(parseRemotesConfig(['system'])).toEqual({});
    expect(parseRemotesConfig('system')).toEqual({});
  });
});
