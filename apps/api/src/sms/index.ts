import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../env.js';
import { smsSends } from '../lib/metrics.js';
import { ConsoleSmsSender } from './console-sender.js';
import { EskizSmsSender } from './eskiz-sender.js';
import { HttpSmsSender } from './http-sender.js';
import type { SmsSender } from './sender.js';

export { ConsoleSmsSender } from './console-sender.js';
export { SmsDeliveryError, type SmsSender } from './sender.js';

/**
 * Counts the sender's messages in the metrics (bolajon_sms_sends_total, by provider — the
 * sender's name — and result). The sender itself is kept (its send wrapped in place), so what it
 * is (the dev outbox is a ConsoleSmsSender) stays true.
 */
export function countSends<T extends SmsSender>(sender: T): T {
  const send = sender.send.bind(sender);
  sender.send = async (phoneE164, text) => {
    try {
      await send(phoneE164, text);
    } catch (error) {
      smsSends.inc({ provider: sender.name, result: 'failed' });
      throw error;
    }
    smsSends.inc({ provider: sender.name, result: 'sent' });
  };
  return sender;
}

/** The sender SMS_PROVIDER names, its messages counted in the metrics. */
export function createSmsSender(env: Env, log?: FastifyBaseLogger): SmsSender {
  return countSends(providerSender(env, log));
}

function providerSender(env: Env, log?: FastifyBaseLogger): SmsSender {
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
