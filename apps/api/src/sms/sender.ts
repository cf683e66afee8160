/** Sends one text message. Throws SmsDeliveryError when the gateway does not take it. */
export interface SmsSender {
  readonly name: string;
  send(phoneE164: string, text: string): Promise<void>;
}

export class SmsDeliveryError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}

export function renderCodeMessage(template: string, code: string): string {
  return template.replaceAll('{code}', code);
}
