// The current language's money and date formats for the table pages.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export function useFormats() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      money: (value: number) => money.format(value),
      date: (iso: string) => date.format(new Date(`${iso}T00:00:00Z`)),
    };
  }, [language]);
}
