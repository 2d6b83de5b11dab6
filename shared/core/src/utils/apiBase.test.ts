import { apiBase, resourceUrl, setApiBase } from './apiBase';

describe('resourceUrl', () => {
  it('puts stored paths under the API prefix and keeps absolute addresses', () => {
    expect(resourceUrl('/profile/upload/a.png')).toBe('/prod-api/profile/upload/a.png');
    expect(resourceUrl('profile/avatar/b.png')).toBe('/prod-api/profile/avatar/b.png');
    expect(resourceUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(resourceUrl('//cdn.example.com/a.png')).toBe('//cdn.example.com/a.png');
    expect(resourceUrl('data:image/png;base64,AAA')).toBe('data:image/png;base64,AAA');
    expect(resourceUrl('  ')).toBe('');
    expect(resourceUrl(null)).toBe('');
  });

  it('follows the API base a deployment sets, without its trailing slashes', () => {
    setApiBase('/api/v2//');
    try {
      expect(apiBase()).toBe('/api/v2');
      expect(resourceUrl('/profile/upload/a.png')).toBe('/api/v2/profile/upload/a.png');
    } finally {
      setApiBase('/prod-api');
    }
  });
});
