import { useRef, type KeyboardEvent } from 'react';
import { classNames } from '../../../components/ui/class-names';
import type { ChoiceOption } from '../lib/options';
import './choice-cards.css';

export interface ChoiceCardsProps<T extends string> {
  /** The id of the group's name: the step's title. */
  labelledBy: string;
  /** single: one answer (a radio group); multiple: several (check boxes). */
  mode: 'single' | 'multiple';
  options: readonly ChoiceOption<T>[];
  chosen: readonly T[];
  label: (value: T) => string;
  onToggle: (value: T) => void;
  /** Dims the cards not chosen (the cap is reached); they still answer a tap with the reason. */
  full?: boolean;
}

const keySteps: Partial<Record<string, number>> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

/**
 * Big picture cards, each one button that is the whole tap target. Buttons with the checkbox or
 * radio role rather than hidden native inputs: the card itself is what a finger, a screen reader
 * and a test driving a real browser all press. A radio group moves with the arrow keys and
 * takes one tab stop, as the ARIA pattern has it.
 */
export function ChoiceCards<T extends string>({
  labelledBy,
  mode,
  options,
  chosen,
  label,
  onToggle,
  full = false,
}: ChoiceCardsProps<T>) {
  const cards = useRef<(HTMLButtonElement | null)[]>([]);
  const single = mode === 'single';
  const tabStop = Math.max(
    0,
    options.findIndex(({ value }) => chosen.includes(value)),
  );

  const moveWithArrows = (event: KeyboardEvent, index: number) => {
    const step = keySteps[event.key];
    if (!single || step === undefined) return;
    event.preventDefault();
    const next = (index + step + options.length) % options.length;
    const option = options[next];
    if (!option) return;
    cards.current[next]?.focus();
    onToggle(option.value);
  };

  return (
    <div className="choices" role={single ? 'radiogroup' : 'group'} aria-labelledby={labelledBy}>
      {options.map(({ value, picture }, index) => {
        const checked = chosen.includes(value);
        return (
          <button
            key={value}
            ref={(element) => {
              cards.current[index] = element;
            }}
            type="button"
            role={single ? 'radio' : 'checkbox'}
            aria-checked={checked}
            tabIndex={single ? (index === tabStop ? 0 : -1) : undefined}
            className={classNames(
              'choice',
              checked && 'choice--checked',
              full && !checked && 'choice--dimmed',
            )}
            onClick={() => {
              if (!(single && checked)) onToggle(value);
            }}
            onKeyDown={(event) => moveWithArrows(event, index)}
          >
            <img className="choice__picture" src={picture} alt="" width={44} height={44} />
            <span className="choice__label">{label(value)}</span>
            <span className="choice__mark" aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}
