// Server configuration from the environment, validated once at start so a typo fails loudly instead of later.
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** An unset or blank variable means "use the default". */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const EnvironmentSchema = z.object({
  PORT: optionalText.pipe(z.coerce.number<string>().int().min(0).max(65_535).default(5000)),
  HOST: optionalText.pipe(z.string().default('0.0.0.0')),
  GUARDIANS_DATA_DIR: optionalText.pipe(z.string().default('./data')),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave it unset to use the embedded SQLite database)')
      .optional(),
  ),
  WEB_DIST_DIR: optionalText.pipe(z.string().default('dist/web')),
  LOG_LEVEL: optionalText.pipe(z.enum(LOG_LEVELS).default('info')),
  NODE_ENV: optionalText.pipe(z.enum(['development', 'production', 'test']).default('development')),
});

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  webDistDir: string;
  logLevel: (typeof LOG_LEVELS)[number];
  nodeEnv: 'development' | 'production' | 'test';
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = EnvironmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment; fix these variables and start again:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: values.GUARDIANS_DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    webDistDir: values.WEB_DIST_DIR,
    logLevel: values.LOG_LEVEL,
    nodeEnv: values.NODE_ENV,
  };
}
