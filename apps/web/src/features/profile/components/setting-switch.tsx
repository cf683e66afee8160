import type { ReactNode } from 'react';

export interface SettingSwitchProps {
  label: string;
  icon: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting: the whole row is one big switch (role=switch), its picture beside the word. */
export function SettingSwitch({ label, icon, checked, onChange }: SettingSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      className="setting-switch"
      onClick={() => onChange(!checked)}
    >
      <span className="setting-switch__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="setting-switch__label">{label}</span>
      <span className="setting-switch__track" aria-hidden="true">
        <span className="setting-switch__thumb" />
      </span>
    </button>
  );
}
