// The fields every category form has (risk categories in Settings, incident
// categories): name, parent (a root or a sub-category, never itself or below
// itself, never deeper than three levels: allowedParents) and description. The
// texts are the feature's, under `textPrefix` (`form.name`, `form.parent`,
// ...); a feature adds its own fields after these.
import { Select, Textarea, TextInput } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from '@/components/ui/field-label';
import { REQUIRED } from '@/lib/validation';
import { allowedParents, categoryPath, type CategoryInput, type CategoryNode } from './category-tree';

/** What the fields need of the feature's Mantine form. */
type CategoryForm = {
  values: { parent_id: string };
  errors: Record<string, ReactNode>;
  getInputProps: (path: 'name' | 'description') => object;
  setFieldValue: (path: 'parent_id', value: string) => void;
};

type CategoryFormFieldsProps<T extends CategoryInput> = {
  form: CategoryForm;
  tree: readonly CategoryNode<T>[];
  /** The category being edited (it and its descendants cannot be its parent); null for a new one. */
  category: T | null;
  textPrefix: string;
  /** Input limits of the name and description, when the feature has them. */
  maxLength?: { name: number; description: number };
};

export function CategoryFormFields<T extends CategoryInput>({ form, tree, category, textPrefix, maxLength }: CategoryFormFieldsProps<T>) {
  const { t } = useTranslation();
  const parentOptions = useMemo(
    () =>
      allowedParents(tree, category?.id ?? null).map((node) => ({
        value: node.item.id,
        label: categoryPath(tree, node.item.id).join(' › ') || node.item.name,
      })),
    [tree, category],
  );
  const fieldError = (field: string) => (form.errors[field] === REQUIRED ? true : form.errors[field]);

  return (
    <>
      <TextInput
        {...form.getInputProps('name')}
        error={fieldError('name')}
        label={<FieldLabel missing={form.errors.name === REQUIRED}>{t(`${textPrefix}.form.name`)}</FieldLabel>}
        withAsterisk
        maxLength={maxLength?.name}
        placeholder={t(`${textPrefix}.form.namePlaceholder`)}
        data-autofocus
      />
      <Select
        label={t(`${textPrefix}.form.parent`)}
        description={t(`${textPrefix}.form.parentHint`)}
        placeholder={t(`${textPrefix}.form.noParent`)}
        data={parentOptions}
        value={form.values.parent_id || null}
        onChange={(value) => form.setFieldValue('parent_id', value ?? '')}
        error={fieldError('parent_id')}
        searchable
        clearable
        nothingFoundMessage={t('list.nothingFound')}
      />
      <Textarea
        {...form.getInputProps('description')}
        label={t(`${textPrefix}.form.description`)}
        placeholder={t(`${textPrefix}.form.descriptionPlaceholder`)}
        maxLength={maxLength?.description}
        autosize
        minRows={3}
        maxRows={8}
      />
    </>
  );
}
