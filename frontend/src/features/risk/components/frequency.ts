// Spec section 9 frequency labels as a hook over the current language.
import { useTranslation } from 'react-i18next';

/** Spec section 9 frequency labels: One Off, Periodic with its repeat, Continuous. */
export function useFrequencyLabel() {
  const { t } = useTranslation();
  return (frequency: string, repeat: string) => {
    if (frequency === 'periodic' && repeat) {
      return `${t('frequency.periodic')} · ${t(`frequency.repeat.${repeat}`, { defaultValue: repeat })}`;
    }
    return t(`frequency.${frequency}`, { defaultValue: frequency });
  };
}
