import { SmsDeliveryError, type SmsSender } from './sender.js';

export interface EskizOptions {
  baseUrl: string;
  email: string;
  password: string;
  from: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Eskiz (notify.eskiz.uz): log in for a bearer token, send with it; on a 401 the token is
 * renewed once and the message sent once more.
 */
export class EskizSmsSender implements SmsSender {
  readonly name = 'eskiz';
  private token: string | undefined;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: EskizOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async send(phone: string, text: string): Promise<void> {
    const body = { mobile_phone: phone.replace(/\D/g, ''), message: text, from: this.options.from };
    let response = await this.post('/message/sms/send', body, await this.currentToken());
    if (response.status === 401) {
      this.token = undefined;
      response = await this.post('/message/sms/send', body, await this.currentToken());
    }
    if (!response.ok) {
      throw new SmsDeliveryError(`Eskiz refused the message with status ${response.status}`);
    }
  }

  private async currentToken(): Promise<string> {
    if (this.token) return this.token;
    const response = await this.post('/auth/login', {
      email: this.options.email,
      password: this.options.password,
    });
    if (!response.ok)
      throw new SmsDeliveryError(`Eskiz login failed with status ${response.status}`);
    const json = (await response.json().catch(() => null)) as { data?: { token?: unknown } } | null;
    const token = json?.data?.token;
    if (typeof token !== 'string' || token === '') {
      throw new SmsDeliveryError('Eskiz login answered without a token');
    }
    this.token = token;
    return token;
  }

  private async post(path: string, body: unknown, token?: string): Promise<Response> {
    try {
      return await this.fetch(`${this.options.baseUrl.replace(/\/$/, '')}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new SmsDeliveryError('Eskiz could not be reached', { cause: error });
    }
  }
}
