import { avatarUrl, DEFAULT_AVATAR } from './avatar';

describe('avatarUrl', () => {
  it('uses the bundled picture when there is none', () => {
    expect(avatarUrl('')).toBe(DEFAULT_AVATAR);
    expect(avatarUrl(null)).toBe(DEFAULT_AVATAR);
    expect(avatarUrl('  ')).toBe(DEFAULT_AVATAR);
    expect(DEFAULT_AVATAR.startsWith('data:image/svg+xml,')).toBe(true);
  });

  it('prefixes stored paths and keeps absolute URLs', () => {
    expect(avatarUrl('/profile/avatar/2024/01/01/a.png')).toBe('/prod-api/profile/avatar/2024/01/01/a.png');
    expect(avatarUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(avatarUrl('http://cdn.example.com/a.png')).toBe('http://cdn.example.com/a.png');
    expect(avatarUrl('profile/avatar/a.png')).toBe('/prod-api/profile/avatar/a.png');
  });
});
