import * as oidc from 'openid-client';

export interface GoogleClientOptions {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  /** Plain-http issuers (a local OIDC server in tests); never in production. */
  allowInsecure: boolean;
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
}

/** What the shop keeps of a Google ID token. `sub` is the account key; the email is not. */
export interface GoogleIdentity {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  givenName: string | undefined;
  familyName: string | undefined;
}

export interface GoogleClient {
  authorizationUrl(request: AuthorizationRequest): Promise<URL>;
  /** Trades the callback's code (checking state, nonce and PKCE) for the verified identity. */
  identify(
    callbackUrl: URL,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<GoogleIdentity>;
}

export const randomSecrets = () => ({
  state: oidc.randomState(),
  nonce: oidc.randomNonce(),
  codeVerifier: oidc.randomPKCECodeVerifier(),
});

export const codeChallengeFor = (codeVerifier: string) =>
  oidc.calculatePKCECodeChallenge(codeVerifier);

/** Google sign-in through OpenID Connect: authorization code + PKCE, openid-client v6. */
export function createGoogleClient(options: GoogleClientOptions): GoogleClient {
  let configuration: Promise<oidc.Configuration> | undefined;

  // Discovered on first use, and again after a failure, so an outage at start-up is not fatal.
  function discover(): Promise<oidc.Configuration> {
    configuration ??= oidc
      .discovery(
        new URL(options.issuerUrl),
        options.clientId,
        options.clientSecret,
        undefined,
        options.allowInsecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  }

  return {
    async authorizationUrl({ redirectUri, state, nonce, codeChallenge }) {
      return oidc.buildAuthorizationUrl(await discover(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        state,
        nonce,
      });
    },

    async identify(callbackUrl, { state, nonce, codeVerifier }) {
      const tokens = await oidc.authorizationCodeGrant(await discover(), callbackUrl, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        expectedNonce: nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('Google sent no ID token');
      const text = (value: unknown) =>
        typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
      return {
        sub: claims.sub,
        email: text(claims.email),
        emailVerified: claims.email_verified === true,
        name: text(claims.name),
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
      };
    },
  };
}
