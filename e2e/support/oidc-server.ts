import { OAuth2Server } from 'oauth2-mock-server';
import { freePort } from './free-port';

/** The Google account the local OpenID Connect server signs everyone in as. */
export const GOOGLE_TEST_ACCOUNT = {
  sub: 'google-e2e-0001',
  email: 'meera.iyer@example.test',
  email_verified: true,
  name: 'Meera Iyer',
  given_name: 'Meera',
  family_name: 'Iyer',
} as const;

export const GOOGLE_TEST_CLIENT = { id: 'rigforge-e2e', secret: 'rigforge-e2e-secret' } as const;

export type RunningOidcServer = { issuerUrl: string; stop(): Promise<void> };

/**
 * A stand-in for Google's OpenID Connect service on 127.0.0.1: it signs in at once (no login
 * screen) and puts the test account's claims in every token it issues.
 */
export async function startOidcServer(): Promise<RunningOidcServer> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(await freePort(), '127.0.0.1');
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, GOOGLE_TEST_ACCOUNT);
  });
  const issuerUrl = server.issuer.url;
  if (!issuerUrl) throw new Error('The OpenID Connect server did not report its URL');
  return { issuerUrl, stop: () => server.stop() };
}
