import { Hono, type Context } from 'hono';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import {
  PasskeyVerifyBody, SIGN_IN_LINK_ERRORS, SIGN_IN_SENT, SignInBody, VerifySignInBody,
  type MeResponse, type OwnedAgent, type SessionsResponse, type SignInLinkError, type SignOutResponse, type VerifySignInResponse,
} from '@bookline/contracts';
import { getAgent } from '../agents';
import type { Config } from '../config';
import type { Logger } from '../logging';
import { ApiError } from '../http/api-error';
import { countHit, rateLimit } from '../http/rate-limit';
import { describeZodError } from '../http/zod-message';
import type { SessionVariables } from '../http/session';
import { notifiersFromConfig, type EmailSender } from '../notify';
import { emailHash, getAccount } from './accounts';
import { listSessions, revokeSessions } from './account-sessions';
import { consumeLink } from './links';
import { agentsOf, creatorAgents, ownerOf, sessionAccount } from './ownership';
import {
  authenticationOptions, listPasskeys, PasskeyError, registrationOptions, removePasskey, verifyAuthentication, verifyRegistration, type RelyingParty,
} from './passkeys';
import { completeSignIn, sendSignInLink, type AuthDeps } from './signin';

export interface AccountRoutesOptions {
  redis: Redis;
  config: Config;
  log: Logger;
  /** Email port; defaults to SMTP or the sandbox outbox per config. */
  email?: EmailSender;
  now?: () => number;
}

type Env = { Variables: SessionVariables };

const STATUS: Record<SignInLinkError, 400 | 403 | 410> = { invalid: 400, expired: 410, used: 410, 'other-browser': 403 };

async function body<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const json = await c.req.json().catch(() => {
    throw new ApiError(400, 'Malformed JSON body.');
  });
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiError(400, describeZodError(parsed.error));
  return parsed.data;
}

/** What this session can see: the account's agents, plus agents this browser created and nobody claimed yet. */
async function meOf(redis: Redis, c: Context<Env>): Promise<MeResponse> {
  const session = c.get('session');
  const accountId = sessionAccount(session);
  const account = accountId ? await getAccount(redis, accountId) : null;
  const owned = account ? await agentsOf(redis, account.id) : [];
  const created: string[] = [];
  for (const id of creatorAgents(session)) if (!owned.includes(id) && !(await ownerOf(redis, id))) created.push(id);
  const agents: OwnedAgent[] = [];
  for (const [ids, role] of [[owned, 'owner'], [created, 'creator']] as const) {
    for (const agentId of ids) {
      const a = await getAgent(redis, agentId);
      if (a) agents.push({ agentId, businessName: a.businessData.BusinessName ?? '', role });
    }
  }
  return { signedIn: Boolean(account), email: account?.email ?? null, agents };
}

/** Owner accounts over HTTP: sign-in links, sessions, passkeys (see README.md). */
export function accountRoutes({ redis, config, log, email = notifiersFromConfig(config, redis).email, now = Date.now }: AccountRoutesOptions) {
  const deps: AuthDeps = { redis, config, log, email, now };
  const rpUrl = new URL(config.publicUrl);
  const rp: RelyingParty = { rpID: config.WEBAUTHN_RP_ID ?? rpUrl.hostname, rpName: 'Bookline', origin: rpUrl.origin };
  const app = new Hono<Env>();

  const requireAccount = (c: Context<Env>): string => {
    const id = sessionAccount(c.get('session'));
    if (!id) throw new ApiError(401, 'Sign in first.');
    return id;
  };
  const signInUser = (c: Context<Env>) => ({
    session: c.get('session'), saveSession: c.get('saveSession'), rotateSession: c.get('rotateSession'), userAgent: c.req.header('user-agent') ?? '',
  });
  const redirectFor = (claimed: string[], agentId: string | null) => {
    const target = agentId && claimed.includes(agentId) ? agentId : claimed.length === 1 ? claimed[0] : null;
    return target ? `/dashboard/${encodeURIComponent(target)}` : '/dashboard';
  };

  app.post(
    '/api/auth/sign-in',
    rateLimit({ redis, bucket: 'signin-ip', limit: config.RATE_LIMIT_SIGN_IN_IP, windowS: config.RATE_LIMIT_SIGN_IN_WINDOW_S, trustProxy: config.TRUST_PROXY }),
    async (c) => {
      const { email: address } = await body(c, SignInBody);
      await countHit({ redis, bucket: 'signin-email', who: emailHash(address), limit: config.RATE_LIMIT_SIGN_IN_EMAIL, windowS: config.RATE_LIMIT_SIGN_IN_WINDOW_S, nowMs: now() });
      await sendSignInLink(deps, { session: c.get('session'), saveSession: c.get('saveSession') }, address);
      return c.json({ sent: true, message: SIGN_IN_SENT }, 202);
    },
  );

  const verify = async (c: Context<Env>, token: string) => {
    const nonce = c.get('session').data.signInNonce;
    const r = await consumeLink(redis, { token, nonce: typeof nonce === 'string' ? nonce : undefined, now: now() });
    if (!r.ok) {
      log.info({ reason: r.error }, 'sign-in link refused');
      return r;
    }
    const { claimed } = await completeSignIn(deps, signInUser(c), r.email);
    log.info({ claimed: claimed.length }, 'signed in with link');
    return { ok: true as const, redirect: redirectFor(claimed, r.agentId) };
  };

  app.post('/api/auth/verify', async (c) => {
    const { token } = await body(c, VerifySignInBody);
    const r = await verify(c, token);
    if (!r.ok) return c.json({ success: false, error: SIGN_IN_LINK_ERRORS[r.error], code: r.error }, STATUS[r.error]);
    const me = await meOf(redis, c);
    return c.json({ ...me, signedIn: true, redirect: r.redirect } satisfies VerifySignInResponse);
  });

  // The link in the email: consume it, then go to the dashboard (or back to /sign-in with the reason).
  app.get('/sign-in/verify', async (c) => {
    const r = await verify(c, c.req.query('token') ?? '');
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    return c.redirect(r.ok ? r.redirect : `/sign-in?error=${r.error}`, 303);
  });

  app.get('/api/auth/me', async (c) => c.json(await meOf(redis, c)));

  app.post('/api/auth/sign-out', async (c) => {
    const wasIn = Boolean(sessionAccount(c.get('session')));
    await c.get('destroySession')();
    return c.json({ signedOut: true, revoked: wasIn ? 1 : 0 } satisfies SignOutResponse);
  });

  app.post('/api/auth/sign-out-everywhere', async (c) => {
    const accountId = requireAccount(c);
    const revoked = await revokeSessions(redis, accountId);
    await c.get('destroySession')();
    log.info({ revoked }, 'signed out everywhere');
    return c.json({ signedOut: true, revoked } satisfies SignOutResponse);
  });

  app.get('/api/auth/sessions', async (c) => {
    const accountId = requireAccount(c);
    const sessions = await listSessions(redis, accountId, c.get('session').id, config.SESSION_TTL_S, now());
    return c.json({ sessions } satisfies SessionsResponse);
  });

  app.delete('/api/auth/sessions/:handle', async (c) => {
    const accountId = requireAccount(c);
    const revoked = await revokeSessions(redis, accountId, { handle: c.req.param('handle') });
    if (!revoked) throw new ApiError(404, 'No such session.');
    return c.json({ signedOut: true, revoked } satisfies SignOutResponse);
  });

  // Passkeys: a second way in, added once signed in.
  app.get('/api/auth/passkeys', async (c) => c.json({ passkeys: await listPasskeys(redis, requireAccount(c)) }));
  app.delete('/api/auth/passkeys/:id', async (c) => {
    if (!(await removePasskey(redis, requireAccount(c), c.req.param('id')))) throw new ApiError(404, 'No such passkey.');
    return c.json({ success: true });
  });
  app.post('/api/auth/passkeys/register/options', async (c) => {
    const account = await getAccount(redis, requireAccount(c));
    if (!account) throw new ApiError(401, 'Sign in first.');
    const { options, pending } = await registrationOptions(redis, rp, account, now());
    c.get('session').data.webauthn = pending;
    await c.get('saveSession')();
    return c.json(options);
  });
  app.post('/api/auth/passkeys/register/verify', async (c) => {
    const accountId = requireAccount(c);
    const input = await body(c, PasskeyVerifyBody);
    const session = c.get('session');
    const pending = session.data.webauthn;
    delete session.data.webauthn;
    await c.get('saveSession')();
    try {
      const passkey = await verifyRegistration(redis, rp, accountId, { response: input.response, pending, name: input.name, now: now() });
      return c.json({ passkey });
    } catch (err) {
      if (err instanceof PasskeyError) throw new ApiError(400, err.message);
      throw err;
    }
  });
  app.post('/api/auth/passkeys/authenticate/options', async (c) => {
    const { options, pending } = await authenticationOptions(rp, now());
    c.get('session').data.webauthn = pending;
    await c.get('saveSession')();
    return c.json(options);
  });
  app.post('/api/auth/passkeys/authenticate/verify', async (c) => {
    const input = await body(c, PasskeyVerifyBody);
    const session = c.get('session');
    const pending = session.data.webauthn;
    delete session.data.webauthn;
    let accountId: string;
    try {
      accountId = await verifyAuthentication(redis, rp, { response: input.response, pending, now: now() });
    } catch (err) {
      await c.get('saveSession')();
      if (err instanceof PasskeyError) throw new ApiError(400, err.message);
      throw err;
    }
    const account = await getAccount(redis, accountId);
    if (!account) throw new ApiError(400, 'This passkey is not registered here.');
    await completeSignIn(deps, signInUser(c), account.email);
    log.info({}, 'signed in with passkey');
    return c.json({ ...(await meOf(redis, c)), signedIn: true, redirect: '/dashboard' } satisfies VerifySignInResponse);
  });

  return app;
}
