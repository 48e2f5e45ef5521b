import { legacyPorts } from '../cms-origin/legacy.js';

/** Knobs of the reference services, from the environment; tests pass their own. */
export interface ServiceSettings {
  /** Access-token lifetime in seconds (MCK_ACCESS_TTL, default 900). */
  accessTtlSeconds: number;
  /** Refresh-token lifetime in seconds (MCK_REFRESH_TTL, default 30 days). */
  refreshTtlSeconds: number;
  /** A sign-in older than this needs a fresh one for sensitive data (MCK_SENSITIVE_MAX_AGE, default 1 day). */
  sensitiveDataMaxAgeSeconds: number;
  /** JWT signing secret (MCK_JWT_SECRET); unset: one is generated and kept in the database. */
  jwtSecret?: string;
  /** Value the video service expects in its policy header (MCK_VIDEO_POLICY_KEY). */
  videoPolicyKey: string;
  /** How long `slow-*` videos take to answer (MCK_VIDEO_SLOW_MS, default 35000: past the client's 30 s). */
  videoSlowMs: number;
  /**
   * Where browsers reach these services (MCK_PUBLIC_URL, default `http://127.0.0.1:<PORT>`): the page
   * config's service URLs are built from it, never from the request's Host header.
   */
  publicOrigin: string;
  /** The second-origin test CMS page (`http://127.0.0.1:<MCK_CMS_PORT>`, default port PORT + 1). */
  cmsOrigin: string;
  /**
   * Page origins whose scripts may call the services with credentials (MCK_ALLOWED_ORIGINS,
   * comma-separated; default the public and CMS origins and the legacy pages' (MCK_LEGACY_PORT, by
   * default the ports after the CMS's: demo/cms-origin/legacy.ts), in their 127.0.0.1 and localhost spellings).
   */
  allowedOrigins: string[];
  /** Largest request body the services read, in bytes (MCK_BODY_LIMIT, default 1 MiB); larger ones get a 413. */
  maxBodyBytes: number;
  /**
   * Failed sign-ins for one address, whether or not it has an account, before it is locked
   * (MCK_LOCKOUT_FAILURES, default 5; 0 turns locking off), counted within MCK_LOCKOUT_WINDOW
   * seconds (900). The first lock lasts MCK_LOCKOUT_DURATION seconds (60), each further one in a
   * row twice as long, at most MCK_LOCKOUT_MAX_DURATION (86400); every lock ends on its own.
   */
  lockout: { maxFailures: number; windowSeconds: number; lockSeconds: number; maxLockSeconds: number };
  /**
   * Per-client requests to each sign-in, token, password-reset and code route (MCK_AUTH_RATE_LIMIT,
   * default 20; 0 turns limiting off) per MCK_AUTH_RATE_WINDOW seconds (60); more get a 429.
   */
  authRateLimit: { max: number; windowSeconds: number };
}

const nonNegative = (raw: string | undefined, fallback: number) => {
  const value = Number(raw);
  return raw !== undefined && raw !== '' && Number.isFinite(value) && value >= 0 ? value : fallback;
};

const positive = (raw: string | undefined, fallback: number) => {
  const value = nonNegative(raw, fallback);
  return value > 0 ? value : fallback;
};

/** `https://Example.org:443/path` → `https://example.org`; throws on anything that is not an http(s) URL. */
export function originOf(url: string): string {
  const parsed = new URL(url.trim());
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`not an http(s) URL: ${url}`);
  return parsed.origin;
}

/** The same origin spelled with 127.0.0.1 and with localhost (browsers treat them as different origins). */
const loopbackSpellings = (origin: string): string[] => {
  const url = new URL(origin);
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') return [origin];
  return ['127.0.0.1', 'localhost'].map((host) => {
    url.hostname = host;
    return url.origin;
  });
};

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): ServiceSettings {
  const port = positive(env.PORT, 4321);
  const publicOrigin = env.MCK_PUBLIC_URL ? originOf(env.MCK_PUBLIC_URL) : `http://127.0.0.1:${port}`;
  const cmsPort = positive(env.MCK_CMS_PORT, port + 1);
  const cmsOrigin = `http://127.0.0.1:${cmsPort}`;
  const legacyOrigins = Object.values(legacyPorts(cmsPort, positive(env.MCK_LEGACY_PORT, cmsPort + 1))).map((p) => `http://127.0.0.1:${p}`);
  const allowedOrigins = env.MCK_ALLOWED_ORIGINS?.trim()
    ? env.MCK_ALLOWED_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean).map(originOf)
    : [...new Set([publicOrigin, cmsOrigin, ...legacyOrigins].flatMap(loopbackSpellings))];
  return {
    accessTtlSeconds: nonNegative(env.MCK_ACCESS_TTL, 900),
    refreshTtlSeconds: nonNegative(env.MCK_REFRESH_TTL, 30 * 24 * 3600),
    sensitiveDataMaxAgeSeconds: nonNegative(env.MCK_SENSITIVE_MAX_AGE, 24 * 3600),
    ...(env.MCK_JWT_SECRET ? { jwtSecret: env.MCK_JWT_SECRET } : {}),
    videoPolicyKey: env.MCK_VIDEO_POLICY_KEY || 'demo-video-policy-key',
    videoSlowMs: nonNegative(env.MCK_VIDEO_SLOW_MS, 35_000),
    publicOrigin,
    cmsOrigin,
    allowedOrigins,
    maxBodyBytes: positive(env.MCK_BODY_LIMIT, 1024 * 1024),
    lockout: {
      maxFailures: nonNegative(env.MCK_LOCKOUT_FAILURES, 5),
      windowSeconds: positive(env.MCK_LOCKOUT_WINDOW, 15 * 60),
      lockSeconds: positive(env.MCK_LOCKOUT_DURATION, 60),
      maxLockSeconds: positive(env.MCK_LOCKOUT_MAX_DURATION, 24 * 3600),
    },
    authRateLimit: {
      max: nonNegative(env.MCK_AUTH_RATE_LIMIT, 20),
      windowSeconds: positive(env.MCK_AUTH_RATE_WINDOW, 60),
    },
  };
}
