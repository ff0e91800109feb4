// A text or password input bound to one string field of a useRequiredForm:
// its value, its change, and for a required field the label with the red
// 'Required' tag and the error flag while it is missing. `horizontal` puts
// the label in a column beside the field on wide screens.
import { Grid, PasswordInput, Text, TextInput } from '@mantine/core';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { FieldLabel } from '@/components/ui/field-label';
import type { RequiredForm } from './use-required-form';

/** The keys of T whose values are strings. */
type TextKey<T> = { [K in keyof T & string]: T[K] extends string ? K : never }[keyof T & string];

type FormInputProps<T extends Record<string, unknown>, K extends TextKey<T>> = {
  form: RequiredForm<T>;
  name: K;
  label: string;
  id?: string;
  type?: 'email';
  leftSection?: ReactNode;
  password?: boolean;
  horizontal?: boolean;
};

export function FormInput<T extends Record<string, unknown>, K extends TextKey<T>>({
  form,
  name,
  label,
  password = false,
  horizontal = false,
  id,
  ...rest
}: FormInputProps<T, K>) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const labelNode = form.isRequired(name) ? <FieldLabel missing={form.missing(name)}>{label}</FieldLabel> : label;
  const bound = {
    ...rest,
    id: inputId,
    value: form.values[name] as string,
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.set(name, event.currentTarget.value as T[K]),
    error: form.missing(name),
  };
  if (!horizontal) return password ? <PasswordInput {...bound} label={labelNode} /> : <TextInput {...bound} label={labelNode} />;
  return (
    <Grid align="center" gutter="xs">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Text component="label" htmlFor={inputId} size="sm" fw={500}>
          {labelNode}
        </Text>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>{password ? <PasswordInput {...bound} /> : <TextInput {...bound} />}</Grid.Col>
    </Grid>
  );
}
