import { addressOf, prettyJson, urlOf } from './operDetail';

describe('operation detail', () => {
  it('indents JSON and keeps other text', () => {
    expect(prettyJson('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyJson('not json')).toBe('not json');
    expect(prettyJson(null)).toBe('');
  });

  it('joins address and location, method and URL, leaving out what is missing', () => {
    expect(addressOf({ operIp: '127.0.0.1', operLocation: '内网IP' })).toBe('127.0.0.1 / 内网IP');
    expect(addressOf({ operIp: '10.0.0.1', operLocation: '' })).toBe('10.0.0.1');
    expect(urlOf({ requestMethod: 'PUT', operUrl: '/prod-api/system/post' })).toBe(
      'PUT /prod-api/system/post',
    );
  });
});
