import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../env.js';
import { ConsoleSmsSender } from './console-sender.js';
import { EskizSmsSender } from './eskiz-sender.js';
import { HttpSmsSender } from './http-sender.js';
import type { SmsSender } from './sender.js';

export { ConsoleSmsSender } from './console-sender.js';
export { SmsDeliveryError, type SmsSender } from './sender.js';

export function createSmsSender(env: Env, log?: FastifyBaseLogger): SmsSender {
  switch (env.SMS_PROVIDER) {
    case 'eskiz':
      return new EskizSmsSender({
        baseUrl: env.ESKIZ_BASE_URL,
        email: env.ESKIZ_EMAIL ?? '',
        password: env.ESKIZ_PASSWORD ?? '',
        from: env.ESKIZ_FROM,
      });
    case 'http':
      return new HttpSmsSender({ url: env.SMS_HTTP_URL ?? '', token: env.SMS_HTTP_TOKEN });
    case 'console':
      return new ConsoleSmsSender(log);
  }
}
