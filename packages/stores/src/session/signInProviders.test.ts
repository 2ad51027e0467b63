import { describe, expect, it } from 'vitest';
import { signInProviders } from './signInProviders';

describe('signInProviders', () => {
  it('leads each provider to the account host’s start address, its name escaped', () => {
    expect(
      signInProviders('https://account.example/api', [
        { name: 'google', label: 'Google' },
        { name: 'my idp', label: 'My IdP' },
      ]),
    ).toEqual([
      { name: 'google', label: 'Google', href: 'https://account.example/api/oidc/google/start' },
      { name: 'my idp', label: 'My IdP', href: 'https://account.example/api/oidc/my%20idp/start' },
    ]);
  });

  it('gives no buttons when no provider is configured', () => {
    expect(signInProviders('/api/account', [])).toEqual([]);
  });
});
