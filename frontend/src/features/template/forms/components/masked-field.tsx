// A Mantine text field driven by a react-imask mask, with the masked and
// the unmasked value shown under it. Masked values (numbers, codes) read
// left to right in every direction.
import { TextInput, type TextInputProps } from '@mantine/core';
import type { FactoryOpts } from 'imask';
import { useState, type ReactNode } from 'react';
import { useIMask } from 'react-imask';
import { ValuePreview } from './value-preview';

type MaskedFieldProps = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> & {
  mask: FactoryOpts;
  /** The text typed in first (masked). */
  initial?: string;
  unmaskedLabel: ReactNode;
  testId: string;
  onUnmasked?: (value: string) => void;
  /** Shown when the mask is complete. */
  completeHint?: ReactNode;
};

export function MaskedField({ mask, initial, unmaskedLabel, testId, onUnmasked, completeHint, ...props }: MaskedFieldProps) {
  const [complete, setComplete] = useState(false);
  const { ref, unmaskedValue } = useIMask<HTMLInputElement>(mask, {
    defaultValue: initial,
    onAccept: (_value, masked) => {
      setComplete(masked.masked.isComplete);
      onUnmasked?.(masked.unmaskedValue);
    },
  });
  return (
    <div>
      <TextInput ref={ref} data-testid={`${testId}-input`} wrapperProps={{ dir: 'ltr' }} {...props} description={complete && completeHint ? completeHint : props.description} />
      <ValuePreview label={unmaskedLabel} value={unmaskedValue} testId={`${testId}-unmasked`} />
    </div>
  );
}
