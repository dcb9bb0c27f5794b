import { ConfigError, parseConfig } from './config/env';
import { startServer } from './server';

try {
  const config = parseConfig(process.env);
  const server = await startServer({ config });
  server.app.log.info(`Contest Tracker is serving ${server.url}`);
  const shutdown = (signal: string) => {
    server.app.log.info(`${signal} received, shutting down`);
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (error) {
  const message =
    error instanceof ConfigError
      ? error.message
      : `Contest Tracker could not start: ${error instanceof Error ? error.message : String(error)}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
