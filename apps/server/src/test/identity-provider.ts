import { exportJWK, generateKeyPair, decodeJwt, SignJWT } from 'jose';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/** Who signs in at the test provider next, and what it says about them. */
export type TestPerson = {
  sub: string;
  email?: string;
  emailVerified?: boolean;
  /** Entra ID's tenant id claim. */
  tid?: string;
  /** Authentication methods: `['pwd', 'mfa']` says the provider did MFA. */
  amr?: string[];
};

/** Changes the provider makes to the ID token it issues, re-signed with its own key: a forged answer. */
export type IdTokenTampering = { aud?: string; nonce?: string };

export type TestIdentityProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Sets who signs in next. */
  signInAs(person: TestPerson): void;
  /** Changes the next ID tokens (until set back to {}). */
  tamper(changes: IdTokenTampering): void;
  /** How long its codes live, in seconds (60 unless told). */
  setCodeLifetime(seconds: number): void;
  /**
   * Goes where the authorization URL leads, as a browser would (cookies, redirects), through the
   * provider's sign-in, and answers the query string it sends back to the redirect URI.
   */
  followToCallback(authorizationUrl: string): Promise<string>;
  close(): Promise<void>;
};

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a free local port, standing in
 * for a council's Entra ID: discovery, keys, authorization with PKCE, code exchange and signed ID
 * tokens are its own. Its one shortcut is the login page: whoever `signInAs` names is signed in.
 * `path` mounts it under a path, as Entra ID's tenant-specific issuers are.
 */
export async function startTestIdentityProvider(options: {
  redirectUri: string;
  path?: string;
  clientId?: string;
  clientSecret?: string;
}): Promise<TestIdentityProvider> {
  const clientId = options.clientId ?? 'casekeeper-test';
  const clientSecret = options.clientSecret ?? 'a-client-secret-of-the-test-provider';
  const path = (options.path ?? '').replace(/\/+$/, '');
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  let person: TestPerson = { sub: 'nobody' };
  let tampering: IdTokenTampering = {};
  let codeLifetime = 60;

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signingKey] },
    claims: { openid: ['sub', 'tid', 'amr'], email: ['email', 'email_verified'] },
    conformIdTokenClaims: false,
    findAccount: (_context, sub) => ({
      accountId: sub,
      claims: () => ({
        sub,
        ...(person.email === undefined ? {} : { email: person.email }),
        ...(person.emailVerified === undefined ? {} : { email_verified: person.emailVerified }),
        ...(person.tid === undefined ? {} : { tid: person.tid }),
      }),
    }),
    interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    ttl: {
      AuthorizationCode: () => codeLifetime,
      AccessToken: 600,
      IdToken: 600,
      Grant: 600,
      Session: 600,
      Interaction: 600,
    },
    cookies: { keys: ['test-identity-provider-cookies'] },
  };
  const provider = new Provider(issuer, configuration);
  provider.use(async (context, next) => {
    await next();
    const body = context.body as { id_token?: string } | undefined;
    if (context.path === '/token' && body?.id_token && (tampering.aud || tampering.nonce)) {
      const claims = { ...decodeJwt(body.id_token), ...tampering };
      body.id_token = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid })
        .sign(privateKey);
    }
  });
  const handleProvider = provider.callback();

  async function finishInteraction(request: IncomingMessage, response: ServerResponse) {
    const details = await provider.interactionDetails(request, response);
    const grant = new provider.Grant({ accountId: person.sub, clientId });
    grant.addOIDCScope(String(details.params['scope']));
    const grantId = await grant.save();
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: person.sub, amr: person.amr ?? ['pwd'] }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '/';
    if (url.startsWith('/interaction/')) {
      finishInteraction(request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
      return;
    }
    if (path && url.startsWith(path)) request.url = url.slice(path.length) || '/';
    void handleProvider(request, response);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs: (next) => {
      person = next;
    },
    tamper: (changes) => {
      tampering = changes;
    },
    setCodeLifetime: (seconds) => {
      codeLifetime = seconds;
    },
    followToCallback: async (authorizationUrl) => {
      const cookies = new Map<string, string>();
      let next = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop += 1) {
        if (next.href.startsWith(options.redirectUri)) return next.search;
        const response = await fetch(next, {
          redirect: 'manual',
          headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
        });
        for (const setCookie of response.headers.getSetCookie()) {
          const [pair = ''] = setCookie.split(';');
          const [name = '', ...value] = pair.split('=');
          cookies.set(name.trim(), value.join('='));
        }
        const location = response.headers.get('location');
        if (!location)
          throw new Error(
            `The provider stopped at ${next.href}: ${response.status} ${await response.text()}`,
          );
        next = new URL(location, next);
      }
      throw new Error('The provider redirected too many times.');
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
