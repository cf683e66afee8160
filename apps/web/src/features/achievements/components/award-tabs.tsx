import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../../components/ui/class-names';
import { awardTabs, type AwardTab } from '../lib/award-tabs';

export interface AwardTabsProps {
  tab: AwardTab;
  onTabChange: (tab: AwardTab) => void;
  /** The id of tab `t` and of its panel, so each names the other. */
  tabId: (tab: AwardTab) => string;
  panelId: (tab: AwardTab) => string;
}

/** The all / mine switch: a tablist with arrow, Home and End keys (one tab stop, WAI-ARIA APG). */
export function AwardTabs({ tab, onTabChange, tabId, panelId }: AwardTabsProps) {
  const { t } = useTranslation();
  const refs = useRef(new Map<AwardTab, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = awardTabs.indexOf(tab);
    const last = awardTabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = awardTabs[moves[event.key] ?? -1];
    if (target === undefined) return;
    event.preventDefault();
    if (target !== tab) onTabChange(target);
    refs.current.get(target)?.focus();
  };

  return (
    <div
      className="awards__tabs"
      role="tablist"
      aria-label={t('achievements.tabs.label')}
      onKeyDown={onKeyDown}
    >
      {awardTabs.map((name) => {
        const selected = name === tab;
        return (
          <button
            key={name}
            ref={(element) => {
              if (element) refs.current.set(name, element);
              else refs.current.delete(name);
            }}
            type="button"
            role="tab"
            id={tabId(name)}
            aria-selected={selected}
            // Only the chosen tab's panel is in the page.
            aria-controls={selected ? panelId(name) : undefined}
            tabIndex={selected ? 0 : -1}
            className={classNames('awards__tab', selected && 'awards__tab--selected')}
            onClick={() => {
              if (!selected) onTabChange(name);
            }}
          >
            {t(`achievements.tabs.${name}`)}
          </button>
        );
      })}
    </div>
  );
}
