// A search box that reports its text after the user pauses typing.
import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type SearchInputProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onSearch: (value: string) => void;
  /** Milliseconds of quiet before `onSearch` (default 350). */
  delay?: number;
};

export function SearchInput({ value, onSearch, delay = 350, ...props }: SearchInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [outside, setOutside] = useState(value);
  const report = useDebouncedCallback((next: string) => onSearch(next.trim()), delay);

  // Follow outside changes (back button, "clear filters") without losing what is being typed.
  if (value !== outside) {
    setOutside(value);
    if (text.trim() !== value) setText(value);
  }

  return (
    <TextInput
      type="search"
      aria-label={t('list.search')}
      placeholder={t('list.search')}
      leftSection={<IconSearch size={16} stroke={1.6} />}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t('list.clearSearch')}
            onClick={() => {
              setText('');
              onSearch('');
            }}
          />
        ) : null
      }
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        report(event.currentTarget.value);
      }}
    />
  );
}
