import { CHILDREN_MAX, type Child } from '@bolajon/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Spinner } from '../../../components/ui/spinner';
import { useFamily } from '../api/get-family';
import { useSwitchChild } from '../api/switch-child';
import { familyErrorText } from '../lib/error-text';
import { ChildFormDialog } from './child-form-dialog';
import { RemoveChildDialog } from './remove-child-dialog';
import './children-section.css';

export interface ChildrenSectionProps {
  /** Another child plays now: where to go (the map). */
  onSwitched: () => void;
}

/**
 * The family's children in the settings (behind the gate): who plays now, switching, editing,
 * removing (never the only one) and adding (up to six).
 */
export function ChildrenSection({ onSwitched }: ChildrenSectionProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const family = useFamily();
  const switchChild = useSwitchChild();
  const [editing, setEditing] = useState<Child | 'new' | null>(null);
  const [removing, setRemoving] = useState<Child | null>(null);

  let body;
  if (family.data) {
    const { children, activeChildId } = family.data;
    const full = children.length >= CHILDREN_MAX;
    const only = children.length < 2;
    body = (
      <>
        <ul className="kids">
          {children.map((child) => {
            const active = child.id === activeChildId;
            return (
              <li key={child.id} className="kid" aria-label={child.name}>
                <div className="kid__who">
                  <Avatar kind={child.avatar} width={64} height={64} className="kid__avatar" />
                  <div>
                    <p className="kid__name">{child.name}</p>
                    <p className="kid__age">
                      {child.age === null
                        ? t('profile.ageUnknown')
                        : t('profile.age', { count: child.age })}
                    </p>
                    {active && <p className="kid__now">{t('family.children.playingNow')}</p>}
                  </div>
                </div>
                <div className="kid__actions">
                  {!active && (
                    <Button
                      busy={switchChild.isPending && switchChild.variables === child.id}
                      onClick={() => switchChild.mutate(child.id, { onSuccess: onSwitched })}
                    >
                      {t('family.children.switch', { name: child.name })}
                    </Button>
                  )}
                  <Button variant="secondary" onClick={() => setEditing(child)}>
                    {t('family.children.edit', { name: child.name })}
                  </Button>
                  {!only && (
                    <Button variant="ghost" onClick={() => setRemoving(child)}>
                      {t('family.children.remove', { name: child.name })}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        {only && <p className="kids__note">{t('family.children.onlyOne')}</p>}
        {switchChild.isError && (
          <p className="kids__error" role="alert">
            {familyErrorText(switchChild.error, t)}
          </p>
        )}
        <Button block disabled={full} onClick={() => setEditing('new')}>
          {t('family.children.add')}
        </Button>
        {full && <p className="kids__note">{t('family.children.full', { max: CHILDREN_MAX })}</p>}
      </>
    );
  } else if (family.isError) {
    body = (
      <ErrorState
        title={t('errors.loadingError')}
        actionLabel={t('common.tryAgain')}
        onAction={() => void family.refetch()}
      />
    );
  } else {
    body = <Spinner label={t('common.loading')} />;
  }

  return (
    <section className="profile__card kids-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile__subtitle">
        {t('family.children.title')}
      </h2>
      {body}
      {editing && (
        <ChildFormDialog
          child={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <RemoveChildDialog
          child={removing}
          active={removing.id === family.data?.activeChildId}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
