import {
  useImperativeHandle,
  useRef,
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { classNames } from '../../../components/ui/class-names';
import './code-input.css';

export interface CodeInputHandle {
  focus(index?: number): void;
}

export interface CodeInputProps {
  /** One entry a box: a single digit or ''. */
  digits: readonly string[];
  onDigitsChange(digits: string[]): void;
  /** The accessible name of box `index` (0-based), e.g. "Digit 1 of 4". */
  digitLabel(index: number): string;
  /** The id of the visible text that names the group. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  /** Boxes stay focusable (the keyboard stays open) but ignore typing. */
  readOnly?: boolean;
  /**
   * Focus the first box on mount: the phone opens its digit keyboard and offers the code from the
   * SMS (autocomplete="one-time-code") without the parent tapping a box first.
   */
  autoFocus?: boolean;
  ref?: Ref<CodeInputHandle>;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * One box a digit: typing moves on, Backspace in an empty box goes back and clears, a paste or an
 * SMS autofill of the whole code fills every box.
 */
export function CodeInput({
  digits,
  onDigitsChange,
  digitLabel,
  labelledBy,
  describedBy,
  invalid = false,
  readOnly = false,
  autoFocus = false,
  ref,
}: CodeInputProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const length = digits.length;

  function focusBox(index: number) {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  }

  useImperativeHandle(ref, () => ({ focus: (index = 0) => focusBox(index) }));

  /** Writes `text`'s digits into the boxes from `start` on and moves focus after the last. */
  function fill(start: number, text: string) {
    const incoming = onlyDigits(text)
      .slice(0, length - start)
      .split('');
    if (incoming.length === 0) return;
    const next = [...digits];
    incoming.forEach((digit, offset) => {
      next[start + offset] = digit;
    });
    onDigitsChange(next);
    focusBox(start + incoming.length);
  }

  function handleChange(index: number, event: ChangeEvent<HTMLInputElement>) {
    if (readOnly) return;
    const input = event.currentTarget;
    const typed = onlyDigits(input.value);
    if (input.value === '') {
      const next = [...digits];
      next[index] = '';
      onDigitsChange(next);
      return;
    }
    if (typed.length === 0) return;
    if (typed.length === 2 && digits[index]) {
      // A digit typed next to the one already there replaces it: take the one left of the caret.
      const caret = input.selectionStart ?? input.value.length;
      const newest = onlyDigits(input.value.slice(Math.max(0, caret - 1), caret)) || typed[1];
      fill(index, newest ?? '');
      return;
    }
    if (typed.length > length) {
      // A whole code put next to a digit already there (an autofill or a keyboard's suggestion
      // that did not replace it): the code is the newest digits, the ones up to the caret.
      const caret = input.selectionStart ?? input.value.length;
      const newest = onlyDigits(input.value.slice(0, caret)).slice(-length);
      fill(0, newest.length === length ? newest : typed);
      return;
    }
    // One digit, or a whole code from autofill: the same rule fills forward.
    fill(typed.length === length ? 0 : index, typed);
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !digits[index] && index > 0 && !readOnly) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onDigitsChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    if (readOnly) return;
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    fill(pasted.length >= length ? 0 : index, pasted);
  }

  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={classNames('code-input', invalid && 'code-input--invalid')}
    >
      {digits.map((digit, index) => (
        <input
          // The boxes are positions, never reordered: the index is their identity.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className={classNames('code-input__box', digit && 'code-input__box--filled')}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          autoFocus={autoFocus && index === 0}
          aria-label={digitLabel(index)}
          aria-invalid={invalid || undefined}
          value={digit}
          readOnly={readOnly}
          onChange={(event) => handleChange(index, event)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.currentTarget.select()}
        />
      ))}
    </div>
  );
}
