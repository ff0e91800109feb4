// Wizard step 3: link existing controls and / or describe new ones.
import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RiskMethod } from '../../api/types';
import type { Option } from '../../lib/option-lists';
import type { FieldErrors } from '../../lib/required';
import type { LinkedControl } from '../../lib/risk-fields';
import type { DraftControl } from '../../lib/wizard-state';
import { ControlPicker } from '../risk-form/control-picker';
import { fieldId } from '../risk-form/field-state';
import { LinkedControlList } from '../risk-form/linked-control-list';
import { NewControlCard } from './new-control-card';

type ControlsStepProps = {
  method: RiskMethod;
  linked: LinkedControl[];
  controls: DraftControl[];
  users: Option[];
  errors: FieldErrors;
  onLink: (controls: LinkedControl[]) => void;
  onAdd: () => void;
  onChange: <K extends keyof DraftControl>(index: number, key: K, value: DraftControl[K]) => void;
  onRemove: (index: number) => void;
};

export function ControlsStep({ method, linked, controls, users, errors, onLink, onAdd, onChange, onRemove }: ControlsStepProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('risk.wizard.controls.intro')}
      </Text>
      <Stack gap="sm">
        <ControlPicker
          id={fieldId('wizard', 'control_ids')}
          value={linked}
          onChange={onLink}
          error={errors.control_ids}
        />
        <LinkedControlList controls={linked} onRemove={(id) => onLink(linked.filter((c) => c.id !== id))} />
      </Stack>
      <Divider />
      <Stack gap="sm">
        <Group justify="space-between">
          <div>
            <Title order={3} fz={15}>
              {t('risk.wizard.controls.newTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('risk.wizard.controls.newHint')}
            </Text>
          </div>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={onAdd}>
            {t('risk.wizard.controls.add')}
          </Button>
        </Group>
        {controls.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="md">
            {t('risk.wizard.controls.none')}
          </Text>
        ) : (
          controls.map((control, index) => (
            <NewControlCard
              key={control.key}
              control={control}
              index={index}
              method={method}
              users={users}
              errors={errors}
              onChange={(key, value) => onChange(index, key, value)}
              onRemove={() => onRemove(index)}
            />
          ))
        )}
      </Stack>
    </Stack>
  );
}
