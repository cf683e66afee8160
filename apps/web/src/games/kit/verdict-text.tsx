import { useTranslation } from 'react-i18next';

/**
 * A verdict read by assistive technology ("Верно" / "Неверно"): the item points at it with
 * aria-describedby, so a right or wrong mark is never told by colour or icon alone.
 */
export function VerdictText({ id, right }: { id: string; right: boolean }) {
  const { t } = useTranslation();
  return (
    <span id={id} className="visually-hidden">
      {right ? t('game.yourAnswerCorrect') : t('game.yourAnswerWrong')}
    </span>
  );
}
