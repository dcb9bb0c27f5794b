import { webPushKeySchema } from '@contest-tracker/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';

/** Public, under /api: the key a browser needs to subscribe to our pushes. */
export const webPushRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { publicKey } = app.ctx.reminders.webPush;
  app.get(
    '/webpush/key',
    {
      schema: {
        tags: ['reminders'],
        summary: 'The VAPID public key for pushManager.subscribe()',
        response: { 200: webPushKeySchema },
      },
    },
    () => Promise.resolve({ publicKey }),
  );
  done();
};
