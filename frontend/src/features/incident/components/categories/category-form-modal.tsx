// Add or edit an incident category: name, parent (a root or a sub-category,
// never itself or below itself, never deeper than three levels: the shared
// allowedParents), description, the notification deadline in hours and the
// loss threshold that asks for a re-assessment of linked risks.
import { Button, Group, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryFormFields } from '@/components/tree/category-form-fields';
import type { CategoryNode } from '@/components/tree/category-tree';
import { FormModal } from '@/components/ui/form-modal';
import { errorMessage, isApiError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { checkRequired } from '@/lib/validation';
import { useIncidentCategoryMutations } from '../../api/categories';
import type { IncidentCategory, IncidentCategoryInput } from '../../api/types';

export const MAX_NOTIFICATION_HOURS = 8760;

type Values = {
  name: string;
  parent_id: string;
  description: string;
  notification_hours: number | string;
  loss_threshold: number | string;
};

type Props = {
  opened: boolean;
  /** The category to edit; null to add one. */
  category: IncidentCategory | null;
  /** For a new category: its preset parent. */
  parentId?: string;
  tree: readonly CategoryNode<IncidentCategory>[];
  onClose: () => void;
  onSaved?: (category: IncidentCategory) => void;
};

const asNumber = (value: number | string) => (typeof value === 'number' ? value : Number(value) || 0);

export function IncidentCategoryFormModal({ opened, category, parentId = '', tree, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { create, update } = useIncidentCategoryMutations();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: '', parent_id: '', description: '', notification_hours: 0, loss_threshold: 0 },
    validate: (values) => {
      const errors: Record<string, string> = { ...checkRequired(values, ['name']) };
      const hours = asNumber(values.notification_hours);
      if (!Number.isInteger(hours) || hours < 0 || hours > MAX_NOTIFICATION_HOURS) {
        errors.notification_hours = t('incidentCategories.form.hoursRange', { max: MAX_NOTIFICATION_HOURS });
      }
      if (asNumber(values.loss_threshold) < 0) errors.loss_threshold = t('incidentCategories.form.thresholdRange');
      return errors;
    },
  });

  useEffect(() => {
    if (!opened) return;
    const values: Values = {
      name: category?.name ?? '',
      parent_id: category ? category.parent_id : parentId,
      description: category?.description ?? '',
      notification_hours: category?.notification_hours ?? 0,
      loss_threshold: category?.loss_threshold ?? 0,
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
    else if (isApiError(error) && error.code === 'DUPLICATE_NAME') form.setFieldError('name', t('incidentCategories.form.duplicate'));
  };

  const submit = form.onSubmit((values) => {
    const input: IncidentCategoryInput = {
      name: values.name.trim(),
      parent_id: values.parent_id,
      description: values.description.trim(),
      notification_hours: asNumber(values.notification_hours),
      loss_threshold: asNumber(values.loss_threshold),
    };
    const done = (saved: IncidentCategory) => {
      notifications.show({
        color: 'success',
        message: t(category ? 'incidentCategories.updated' : 'incidentCategories.created', { name: saved.name }),
      });
      onSaved?.(saved);
      onClose();
    };
    if (category) update.mutate({ id: category.id, input }, { onSuccess: done, onError });
    else create.mutate(input, { onSuccess: done, onError });
  });

  const title = category ? t('incidentCategories.form.editTitle') : t('incidentCategories.form.createTitle');
  return (
    <FormModal opened={opened} onClose={onClose} dirty={form.isDirty()} title={title} size="lg" centered>
      <form noValidate onSubmit={submit} aria-label={title}>
        <Stack gap="md">
          <CategoryFormFields
            form={form}
            tree={tree}
            category={category}
            textPrefix="incidentCategories"
            maxLength={{ name: 100, description: 2000 }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              {...form.getInputProps('notification_hours')}
              label={t('incidentCategories.form.notificationHours')}
              description={t('incidentCategories.form.notificationHoursHint')}
              min={0}
              max={MAX_NOTIFICATION_HOURS}
              allowDecimal={false}
              allowNegative={false}
            />
            <NumberInput
              {...form.getInputProps('loss_threshold')}
              label={t('incidentCategories.form.lossThreshold')}
              description={t('incidentCategories.form.lossThresholdHint')}
              min={0}
              allowNegative={false}
              thousandSeparator=" "
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {category ? t('common.saveChanges') : t('incidentCategories.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
