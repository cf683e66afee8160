import type { FastifyBaseLogger } from 'fastify';
import type { SmsSender } from './sender.js';

export interface OutboxMessage {
  phone: string;
  text: string;
  code: string;
  sentAt: string;
}

const KEEP_PER_PHONE = 10;

/**
 * Development only (env refuses it in production): prints the message to the server log and
 * keeps it in an outbox that GET /api/dev/sms-outbox reads, so a newcomer can sign up at once.
 */
export class ConsoleSmsSender implements SmsSender {
  readonly name = 'console';
  private readonly outbox = new Map<string, OutboxMessage[]>();

  constructor(private readonly log?: Pick<FastifyBaseLogger, 'info'>) {}

  async send(phone: string, text: string): Promise<void> {
    const code = text.match(/\d{4,8}/)?.[0] ?? '';
    const list = this.outbox.get(phone) ?? [];
    list.unshift({ phone, text, code, sentAt: new Date().toISOString() });
    this.outbox.set(phone, list.slice(0, KEEP_PER_PHONE));
    this.log?.info(`[dev sms] to ${phone}: ${text}`);
  }

  messagesFor(phone: string): OutboxMessage[] {
    return this.outbox.get(phone) ?? [];
  }
}
