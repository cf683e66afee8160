import { classNames } from '../../../components/ui/class-names';

export interface FeedbackMessage {
  tone: 'success' | 'error';
  text: string;
}

/** The short word after a change: done (a status), or failed (an alert). */
export function Feedback({ message }: { message: FeedbackMessage }) {
  return (
    <p
      className={classNames('admin-feedback', `admin-feedback--${message.tone}`)}
      role={message.tone === 'error' ? 'alert' : 'status'}
    >
      {message.text}
    </p>
  );
}
