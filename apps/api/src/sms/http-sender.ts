import { SmsDeliveryError, type SmsSender } from './sender.js';

/** A generic gateway: POST {phone, text} as JSON with an optional bearer token. */
export class HttpSmsSender implements SmsSender {
  readonly name = 'http';

  constructor(
    private readonly options: { url: string; token?: string | undefined; timeoutMs?: number },
  ) {}

  async send(phone: string, text: string): Promise<void> {
    let response: Response;
    try {
      response = await fetch(this.options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}),
        },
        body: JSON.stringify({ phone, text }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new SmsDeliveryError('SMS gateway could not be reached', { cause: error });
    }
    if (!response.ok) throw new SmsDeliveryError(`SMS gateway answered ${response.status}`);
  }
}
