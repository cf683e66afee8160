import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch';
import { logoUrl } from '../../../components/ui/logo';
import './auth-layout.css';

export interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Under the card: the link to the other sign-in screen. */
  footer?: ReactNode;
}

/** The frame of the sign-in screens: language choice, the sunny logo, and a card. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div className="auth">
      <div className="auth__top">
        <LanguageSwitch compact />
      </div>
      <div className="auth__hero">
        <img className="auth__logo" src={logoUrl} alt={t('app.logoAlt')} width={104} height={104} />
        <p className="auth__brand">{t('app.name')}</p>
        <p className="auth__tagline">{t('app.tagline')}</p>
      </div>
      <section className="auth__card" aria-labelledby={titleId}>
        <h1 id={titleId} className="auth__title">
          {title}
        </h1>
        {subtitle && <p className="auth__subtitle">{subtitle}</p>}
        {children}
      </section>
      {footer && <div className="auth__footer">{footer}</div>}
    </div>
  );
}
