// Add or edit a risk category: name, parent (a root or a sub-category, never
// itself or below itself, never deeper than three levels) and description.
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/ui/form-modal';
import { errorMessage, isApiError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { checkRequired } from '@/lib/validation';
import { useRiskCategoryMutations, type RiskCategory } from '@/lib/api/risk-categories';
import { CategoryFormFields } from '@/components/tree/category-form-fields';
import type { CategoryNode } from '@/components/tree/category-tree';

type Values = { name: string; parent_id: string; description: string };

type Props = {
  opened: boolean;
  /** The category to edit; null to add one. */
  category: RiskCategory | null;
  /** For a new category: its preset parent. */
  parentId?: string;
  tree: readonly CategoryNode<RiskCategory>[];
  onClose: () => void;
  onSaved?: (category: RiskCategory) => void;
};

export function CategoryFormModal({ opened, category, parentId = '', tree, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { create, update } = useRiskCategoryMutations();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: '', parent_id: '', description: '' },
    validate: (values) => checkRequired(values, ['name']),
  });

  useEffect(() => {
    if (!opened) return;
    const values = {
      name: category?.name ?? '',
      parent_id: category ? category.parent_id : parentId,
      description: category?.description ?? '',
    };
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, category, parentId]);

  const onError = (error: unknown) => {
    const fields = serverFieldErrors(error);
    if (fields) form.setErrors(fields);
    else if (isApiError(error) && error.code === 'CATEGORY_TOO_DEEP') form.setFieldError('parent_id', errorMessage(error));
  };

  const submit = form.onSubmit((values) => {
    const body = { name: values.name.trim(), parent_id: values.parent_id, description: values.description.trim() };
    const done = (saved: RiskCategory) => {
      notifications.show({
        color: 'success',
        message: t(category ? 'riskCategories.updated' : 'riskCategories.created', { name: saved.name }),
      });
      onSaved?.(saved);
      onClose();
    };
    if (category) update.mutate({ id: category.id, ...body }, { onSuccess: done, onError });
    else create.mutate(body, { onSuccess: done, onError });
  });

  const title = category ? t('riskCategories.form.editTitle') : t('riskCategories.form.createTitle');
  return (
    <FormModal opened={opened} onClose={onClose} dirty={form.isDirty()} title={title} size="lg" centered>
      <form noValidate onSubmit={submit} aria-label={title}>
        <Stack gap="md">
          <CategoryFormFields
            form={form}
            tree={tree}
            category={category}
            textPrefix="riskCategories"
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {category ? t('common.saveChanges') : t('riskCategories.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
