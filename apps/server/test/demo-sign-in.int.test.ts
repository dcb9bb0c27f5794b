import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, startDemoGoogle, type DemoGoogle } from '#demo/demo-google';
import { demoSignInRoutes } from '#demo/demo-sign-in-routes';
import type { TestStack } from './test-stack';
import { startOwnStack, type OwnStack } from './use-stack';

type SignIn = { token: string; user: { email: string; isadmin: boolean; name: string } };

const signIn = (stack: TestStack, role: unknown) =>
  stack.request('POST', '/demo/sign-in', { json: { role } });

describe('POST /demo/sign-in under npm run demo', () => {
  let google: DemoGoogle;
  let own: OwnStack;
  const stack = () => own.stack;
  beforeAll(async () => {
    google = await startDemoGoogle();
    // As demo.ts starts it: the demo admin listed in ADMIN_EMAILS beside the operator's own.
    own = await startOwnStack({
      env: { ADMIN_EMAILS: `someone@example.com,${DEMO_ACCOUNTS.admin.email}` },
      demoRoutes: demoSignInRoutes(google),
    });
  });
  afterAll(async () => {
    await own.close();
    await google.close();
  });

  it('signs in the demo user: a session as /auth/google answers, not an admin', async () => {
    const response = await signIn(stack(), 'user');
    expect(response.status).toBe(200);
    const body = (await response.json()) as SignIn;
    expect(body.user).toMatchObject({ email: DEMO_ACCOUNTS.user.email, isadmin: false });
    const profile = await stack().request('GET', '/user/profile', { token: body.token });
    expect(profile.status).toBe(200);
    const queue = await stack().request('GET', '/api/admin/solutions', { token: body.token });
    expect(queue.status).toBe(403);
  });

  it('signs in the demo admin, who may open the review queue', async () => {
    const response = await signIn(stack(), 'admin');
    expect(response.status).toBe(200);
    const body = (await response.json()) as SignIn;
    expect(body.user).toMatchObject({ email: DEMO_ACCOUNTS.admin.email, isadmin: true });
    const queue = await stack().request('GET', '/api/admin/solutions', { token: body.token });
    expect(queue.status).toBe(200);
  });

  it('gives each sign-in its own session', async () => {
    const first = (await (await signIn(stack(), 'user')).json()) as SignIn;
    const second = (await (await signIn(stack(), 'user')).json()) as SignIn;
    expect(first.token).not.toBe(second.token);
  });

  it('answers 400 naming the role for anything but user or admin', async () => {
    for (const role of ['root', undefined, 1]) {
      const response = await signIn(stack(), role);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/role/);
    }
  });

  it('tells the web app to offer it, and documents it', async () => {
    const config = (await (await stack().get('/api/config')).json()) as { demoSignIn: boolean };
    expect(config.demoSignIn).toBe(true);
    const document = (await (await stack().get('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(document.paths['/demo/sign-in'] ?? {})).toEqual(['post']);
  });

  it('spends the sign-in budget', async () => {
    const limited = await startOwnStack({
      env: { AUTH_RATE_LIMIT_PER_MINUTE: '2' },
      demoRoutes: demoSignInRoutes(google),
    });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await signIn(limited.stack, 'user')).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('outside npm run demo', () => {
  const configs = {
    'npm start (a normal configuration)': {},
    'a production configuration': {
      NODE_ENV: 'production',
      GOOGLE_CLIENT_ID: 'contest-tracker.apps.googleusercontent.com',
      ADMIN_EMAILS: DEMO_ACCOUNTS.admin.email,
      YOUTUBE_API_BASE: 'https://www.googleapis.com',
    },
  };
  for (const [name, env] of Object.entries(configs)) {
    it(`has no /demo/sign-in under ${name}: the unknown-path 404, and no 'Try as …'`, async () => {
      const own = await startOwnStack({ env });
      try {
        for (const role of ['user', 'admin']) {
          const response = await signIn(own.stack, role);
          expect(response.status).toBe(404);
          expect(response.headers.get('content-type')).toMatch(/^application\/json/);
          const message = 'No such route: POST /demo/sign-in';
          expect(await response.json()).toEqual({ error: { code: 'not_found', message }, message });
        }
        const config = (await (await own.stack.get('/api/config')).json()) as {
          demoSignIn: boolean;
        };
        expect(config.demoSignIn).toBe(false);
      } finally {
        await own.close();
      }
    });
  }
});
